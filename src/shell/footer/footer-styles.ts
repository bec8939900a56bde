import { css } from '@emotion/react';
import { ms, theme } from '../../theme/theme.ts';
import { plainList, stack } from '../../ui/list.ts';
import { onDark } from '../styles.ts';

/* On phones, where the groups stand one under another, closer together: the footer stays under a screen and a half. */
export const band = css`
  padding-block: ${theme.space(10)} ${theme.space(6)};
  ${theme.mq.md} {
    padding-block: ${theme.space(14)} ${theme.space(8)};
  }
  background: ${theme.color.ink};
  color: ${theme.color.onFooter};
  font-size: ${theme.fontSize.sm};
  & a {
    ${onDark};
    text-underline-offset: ${theme.size.underlineOffset};
  }
  & a:hover {
    color: ${theme.color.surface};
  }
`;

export const columns = css`
  ${stack(8)};
  ${theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.space(10)};
  }
  /* The company and its social links, the contact facts, the links: three columns of a like height,
     the company's name on the line of the groups' headings, smaller as they are. */
  ${theme.mq.lg} {
    grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1.6fr);
    align-items: baseline;
    gap: ${theme.space(12)};
  }
`;

export const heading = css`
  margin-bottom: ${theme.space(4)};
  color: ${theme.color.surface};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
  letter-spacing: ${theme.letterSpacing.label};
  text-transform: uppercase;
`;

/** The mark sits on the name's line, centred on it, so the line keeps the name's baseline (see columns). */
export const companyName = css`
  color: ${theme.color.surface};
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.bold};
  & > svg {
    margin-inline-end: ${theme.space(3)};
    vertical-align: middle;
  }
`;

export const muted = css`
  margin-block: ${theme.space(3)} ${theme.space(6)};
  max-width: ${theme.size.measure};
  color: ${theme.color.onInkMuted};
`;

/** Rows tall enough to tap; a list of links reads as links without underlines, which come back under the pointer. */
export const linkList = css`
  ${plainList};
  & a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.size.target};
    text-decoration: none;
  }
  & a:hover {
    text-decoration: underline;
  }
`;

/**
 * A fact that is not a link (the director's name): in the colour of the facts beside it, which are
 * links; muted, it read as a link that was turned off. Nothing underlines it under the pointer.
 */
export const plainFact = css`
  color: ${theme.color.onFooter};
  &:hover > span {
    text-decoration: none;
  }
`;

/** The director's role, a smaller line under their name, as on a business card. */
export const role = css`
  display: block;
  color: ${theme.color.onInkMuted};
  font-size: ${theme.fontSize.sm};
`;

/**
 * An icon and a fact; a long address or name breaks rather than running out of the band. The icon
 * marks a link, which is underlined under the pointer.
 */
export const contactRow = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(3)};
  max-width: 100%;
  min-height: ${theme.size.target};
  text-decoration: none;
  &:hover > span {
    text-decoration: underline;
  }
  & > svg {
    flex: none;
  }
  & > span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/*
 * The groups of links side by side, on a phone too, where one under the other made the footer a
 * long column; from sm each group as wide as its longest link ("Politique de confidentialité" on
 * one line), narrower only where there is not room.
 */
export const linkGroups = css`
  ${stack(10)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: ${theme.space(6)};
  ${theme.mq.sm} {
    grid-template-columns: repeat(2, minmax(0, max-content));
    column-gap: ${theme.space(12)};
  }
  /* Beside the contact facts, the two groups spread across their column, the second ending at the
     page's edge, rather than both pressed to its left; each keeps its longest link on one line
     where there is room. */
  ${theme.mq.lg} {
    justify-content: space-between;
  }
`;

export const socialList = css`
  ${plainList};
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  & a {
    --social-cutout: ${theme.color.ink};
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${theme.size.target};
    height: ${theme.size.target};
    border-radius: ${theme.radius.pill};
    box-shadow: inset 0 0 0 ${theme.size.hairline} ${theme.color.footerRule};
    transition: background-color ${ms(theme.motion.fast)} ease;
  }
  & a:hover {
    --social-cutout: ${theme.color.surface};
    background: ${theme.color.surface};
    color: ${theme.color.ink};
  }
`;

export const bottomLine = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space(2)} ${theme.space(6)};
  margin-top: ${theme.space(12)};
  padding-top: ${theme.space(6)};
  border-top: ${theme.size.hairline} solid ${theme.color.footerRule};
  color: ${theme.color.onInkMuted};
  /* A long company name wraps inside the line instead of pushing it wider than the screen, its
     two lines even rather than a word or two alone on the second. */
  & > p {
    min-width: 0;
    text-wrap: balance;
  }
`;
