import { css } from '@emotion/react';
import { useId } from 'react';
import type { BlockOf } from '../../schema/site.ts';
import { theme } from '../theme/theme.ts';
import { ButtonLink, buttonRow } from '../ui/Button.tsx';
import { pageHeadingStyle, pageLeadStyle } from '../ui/page-heading.ts';
import { containerStyle } from '../ui/Container.tsx';
import { eyebrowStyle } from '../ui/SectionHeading.tsx';
import { KeepCompounds } from '../ui/KeepCompounds.tsx';
import { Picture } from '../ui/Picture.tsx';
import { openingBand } from '../ui/surface.ts';
import { Icon } from '../icons/Icon.tsx';
import { plainList } from '../ui/list.ts';

const band = css`
  padding-block: ${theme.space(12)};
  ${theme.mq.md} {
    padding-block: ${theme.space(16)} ${theme.space(14)};
  }
`;

const tones = {
  light: openingBand(`linear-gradient(180deg, ${theme.color.surfaceAlt} 0%, ${theme.color.accentSoft} 100%)`),
  /* A service's page: the words light on ink, the way the footer and the figures band are drawn. */
  dark: css`
    ${openingBand(`linear-gradient(${theme.color.ink}, ${theme.color.ink})`, theme.color.ringOnAccent)};
    color: ${theme.color.onInk};
    h1 {
      color: ${theme.color.onInk};
    }
    :focus-visible {
      outline-color: ${theme.color.focusOnDark};
    }
  `,
};

/* The disc has no margin of its own around the picture, as the drawings have: more room above it on phones. */
const darkWithPicture = css`
  row-gap: ${theme.space(8)};
`;

const darkEyebrow = css`
  color: ${theme.color.highlight};
`;

const darkLead = css`
  color: ${theme.color.onInkMuted};
`;

/* With a picture: words and picture side by side from the large breakpoint, the picture under the words before it. */
const withPicture = css`
  display: grid;
  /* one column no wider than the page, so a long word in the heading breaks rather than widens it */
  grid-template-columns: minmax(0, 1fr);
  /* the drawings leave a margin of their own around what they show */
  gap: ${theme.space(4)};
  ${theme.mq.sm} {
    gap: ${theme.space(10)};
  }
  /*
   * The words level with the picture's middle: set from the top, short words beside a taller
   * picture left an empty band under their button.
   */
  ${theme.mq.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: center;
    gap: ${theme.space(12)};
  }
`;

const heading = css`
  max-width: ${theme.size.measure};
`;

/*
 * The facts that set the service apart, each after a check mark, between the lead and the button:
 * one under another, as a row that wrapped left its second line half empty.
 */
const highlightList = css`
  ${plainList};
  display: grid;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(6)};
  color: ${theme.color.ink};
  font-weight: ${theme.fontWeight.semibold};
  li {
    display: flex;
    align-items: flex-start;
    gap: ${theme.space(2)};
  }
  /* level with the first line of a fact that wraps */
  svg {
    flex: none;
    margin-top: calc((1lh - ${theme.size.iconSmall}) / 2);
    color: ${theme.color.accent};
  }
`;

const darkHighlights = css`
  color: ${theme.color.onInk};
  svg {
    color: ${theme.color.highlight};
  }
`;

/* On phones the button fills its row, as the home page's do. */
const actionStyle = css`
  ${buttonRow};
  margin-top: ${theme.space(8)};
`;

/*
 * On phones the illustration stands under the words at a smaller size, still in the first screen:
 * it tells one page from another before the visitor reads a word.
 */
const picture = css`
  justify-self: center;
  width: 100%;
  max-width: ${theme.size.openingImagePhone};
  height: auto;
  ${theme.mq.sm} {
    max-width: ${theme.size.headerImage};
  }
`;

/*
 * On the ink band the picture stands on a pale disc, as the drawings are made for a light ground,
 * ringed as the band's own rings of signal are. A rectangle, with or without a bezel, read as a
 * screenshot waiting for its picture; a white disc, as a sticker. The disc is the tint of the
 * drawings' own round ground, which melts into it, so the drawing nearly fills the disc: a thin
 * margin keeps the parts drawn near its corners inside the circle. A step smaller on phones, where
 * it comes before the page's content.
 */
const disc = css`
  justify-self: center;
  display: grid;
  place-items: center;
  width: 100%;
  max-width: ${theme.size.headerDiscPhone};
  aspect-ratio: 1;
  padding: 4%;
  overflow: hidden;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.accentSoft};
  box-shadow:
    0 0 0 ${theme.space(2.5)} ${theme.color.ringOnAccent},
    0 0 0 ${theme.space(5)} ${theme.color.ringOnAccent};
  /* its rings take the margin around it; on phones the gap above is enough */
  ${theme.mq.sm} {
    max-width: ${theme.size.headerDiscTablet};
    margin: ${theme.space(5)};
  }
  ${theme.mq.lg} {
    max-width: ${theme.size.headerDiscWide};
  }
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

/** The heading band at the top of an inner page: its one h1, with optional facts, button and picture. */
export function PageHeader({ eyebrow, heading: text, lead, highlights, action, image, tone }: BlockOf<'page-header'>) {
  const headingId = useId();
  const dark = tone === 'dark';
  return (
    <section aria-labelledby={headingId} data-band="header" data-tone={tone} css={[band, tones[tone]]}>
      <div css={[containerStyle, image && withPicture, image && dark && darkWithPicture]}>
        <div>
          {eyebrow && <p css={[eyebrowStyle, dark && darkEyebrow]}>{eyebrow}</p>}
          <h1 id={headingId} css={[pageHeadingStyle, heading]}>
            <KeepCompounds text={text} />
          </h1>
          {lead && (
            <p css={[pageLeadStyle, dark && darkLead]}>
              <KeepCompounds text={lead} prose />
            </p>
          )}
          {highlights && (
            <ul css={[highlightList, dark && darkHighlights]} role="list">
              {highlights.map((highlight) => (
                <li key={highlight}>
                  <Icon name="check" size="small" />
                  <span>
                    <KeepCompounds text={highlight} prose />
                  </span>
                </li>
              ))}
            </ul>
          )}
          {action && (
            <p css={actionStyle}>
              <ButtonLink href={action.href} variant={dark ? 'onDark' : 'primary'}>
                {action.label}
              </ButtonLink>
            </p>
          )}
        </div>
        {image && (dark ? (
          <div css={disc}>
            <Picture image={image} priority />
          </div>
        ) : (
          <Picture css={picture} image={image} priority />
        ))}
      </div>
    </section>
  );
}
