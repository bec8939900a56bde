import { css } from '@emotion/react';
import { useId } from 'react';
import type { BlockOf } from '../../schema/site.ts';
import { Reveal } from '../motion/Reveal.tsx';
import { staggerDelay } from '../motion/stagger.ts';
import { theme } from '../theme/theme.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { Section } from '../ui/Section.tsx';
import { eyebrowStyle, h2Style } from '../ui/SectionHeading.tsx';
import { KeepCompounds } from '../ui/KeepCompounds.tsx';
import { Picture } from '../ui/Picture.tsx';
import { besideWords } from '../ui/surface.ts';
import { useSite } from '../site-context.tsx';
import { nameSuffix } from './parts/links.ts';
import { leadWrap } from '../ui/lead.ts';

/* Stacked on phones (image first); side by side from md, the image on the right when `reverse`. */
const layout = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(8)};
  ${theme.mq.md} {
    flex-direction: row;
    align-items: center;
    gap: ${theme.space(12)};
    &[data-reverse='true'] {
      flex-direction: row-reverse;
    }
  }
  ${theme.mq.lg} {
    gap: ${theme.space(16)};
  }
`;

/*
 * The picture a little narrower than the words, and no larger than a page header's, so that a
 * page of several banners (the home page has three) reads as a series of rows rather than of
 * posters; smaller again on phones, where it comes before the words.
 */
const media = css`
  ${besideWords};
  flex: 1 1 0;
  min-width: 0;
  img {
    max-width: ${theme.size.bannerImagePhone};
  }
  ${theme.mq.md} {
    flex-grow: 0.8;
    img {
      max-width: ${theme.size.headerImage};
    }
  }
`;

const content = css`
  flex: 1 1 0;
  min-width: 0;
`;

/* A product's or a feature's name under its tag: a step below the headings of the sections around it. */
const titleStyle = css`
  ${h2Style};
  font-size: ${theme.fontSize.tier};
`;

const subtitleStyle = css`
  max-width: ${theme.size.measure};
  margin-top: ${theme.space(4)};
  color: ${theme.color.muted};
  font-size: ${theme.fontSize.lead};
  ${leadWrap};
`;

const action = css`
  margin-top: ${theme.space(8)};
`;

/** An image beside a tag, title, subtitle and optional button; `reverse` mirrors it on wide screens. */
export function Banner({ id, image, tag, title, subtitle, link, reverse, tone }: BlockOf<'banner'>) {
  const headingId = useId();
  const { language } = useSite();
  // The button's words name the product, joined as the page's language joins a name.
  const hint = link && nameSuffix(link.label, title, language?.code);
  return (
    <Section id={id} labelledBy={headingId} band={tone}>
      <div css={layout} data-reverse={reverse}>
        <Reveal as="figure" css={media}>
          <Picture image={image} />
        </Reveal>
        <Reveal css={content} delay={staggerDelay(1)}>
          <p css={eyebrowStyle}>{tag}</p>
          <h2 id={headingId} css={titleStyle}>
            <KeepCompounds text={title} />
          </h2>
          <p css={subtitleStyle}><KeepCompounds text={subtitle} prose /></p>
          {link && (
            <div css={action}>
              <ButtonLink href={link.href} hint={hint}>
                {link.label}
              </ButtonLink>
            </div>
          )}
        </Reveal>
      </div>
    </Section>
  );
}
