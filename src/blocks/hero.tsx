import { css } from '@emotion/react';
import { useId } from 'react';
import type { BlockOf } from '../../schema/site.ts';
import { theme } from '../theme/theme.ts';
import { stack } from '../ui/list.ts';
import { pageHeadingStyle, pageLeadStyle } from '../ui/page-heading.ts';
import { ButtonLink, buttonRow } from '../ui/Button.tsx';
import { containerStyle } from '../ui/Container.tsx';
import { heroArrival } from './parts/hero-arrival.ts';
import { KeepCompounds } from '../ui/KeepCompounds.tsx';
import { Picture } from '../ui/Picture.tsx';
import { openingBand } from '../ui/surface.ts';

const band = css`
  position: relative;
  overflow: hidden;
  padding-block: ${theme.space(12)} ${theme.space(14)};
  ${openingBand(`linear-gradient(180deg, ${theme.color.surfaceAlt} 0%, ${theme.color.surface} 100%)`)};
  ${theme.mq.md} {
    padding-block: ${theme.space(20)};
  }
`;

const layout = css`
  ${stack(10)};
  align-items: center;
  ${theme.mq.lg} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 0.9fr);
    gap: ${theme.space(12)};
  }
`;

const heading = css`
  font-size: ${theme.fontSize.heroHeadingPhone};
  ${theme.mq.md} {
    font-size: ${theme.fontSize.heroHeading};
  }
  ${theme.mq.xl} {
    font-size: ${theme.fontSize.h1Wide};
  }
`;

const eyebrow = css`
  display: inline-block;
  margin-bottom: ${theme.space(5)};
  padding: ${theme.space(1)} ${theme.space(3)};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.accentSoft};
  color: ${theme.color.accentStrong};
  font-size: ${theme.fontSize.xs};
  font-weight: ${theme.fontWeight.semibold};
  ${theme.mq.md} {
    font-size: ${theme.fontSize.sm};
  }
`;

const pitch = css`
  ${theme.mq.md} {
    line-height: ${theme.lineHeight.body};
  }
`;

const actions = css`
  ${buttonRow};
  margin-top: ${theme.space(8)};
`;

/* On phones the illustration stands under the buttons at a smaller size, as an inner page's does. */
const figure = css`
  margin: 0;
  justify-self: center;
  width: 100%;
  max-width: ${theme.size.openingImagePhone};
  ${theme.mq.sm} {
    max-width: ${theme.size.heroImage};
  }
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

export function Hero({ eyebrow: line, heading: text, pitch: lead, action, secondaryAction, image }: BlockOf<'hero'>) {
  const headingId = useId();
  const parts = [line && 'eyebrow', 'heading', 'pitch', 'actions', image && 'image'].filter(Boolean);
  const arrive = (name: string) => heroArrival(parts.indexOf(name), parts.length);
  return (
    <section aria-labelledby={headingId} data-band="hero" css={band}>
      <div css={[containerStyle, layout]}>
        <div>
          {line && <p css={[eyebrow, arrive('eyebrow')]}>{line}</p>}
          <h1 id={headingId} css={[pageHeadingStyle, heading, arrive('heading')]}>
            <KeepCompounds text={text} />
          </h1>
          <p css={[pageLeadStyle, pitch, arrive('pitch')]}><KeepCompounds text={lead} prose /></p>
          <div css={[actions, arrive('actions')]}>
            <ButtonLink href={action.href}>{action.label}</ButtonLink>
            {secondaryAction && (
              <ButtonLink href={secondaryAction.href} variant="secondary">
                {secondaryAction.label}
              </ButtonLink>
            )}
          </div>
        </div>
        {image && (
          <figure css={[figure, arrive('image')]}>
            <Picture image={image} priority />
          </figure>
        )}
      </div>
    </section>
  );
}
