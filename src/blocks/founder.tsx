import { css } from '@emotion/react';
import { useId } from 'react';
import type { BlockOf } from '../../schema/site.ts';
import { Reveal } from '../motion/Reveal.tsx';
import { useSite } from '../site-context.tsx';
import { theme } from '../theme/theme.ts';
import { stack } from '../ui/list.ts';
import { surfaceCard } from '../ui/surface.ts';
import { Avatar } from '../ui/Avatar.tsx';
import { Section } from '../ui/Section.tsx';
import { SectionHeading, h3Style } from '../ui/SectionHeading.tsx';
import { KeepCompounds } from '../ui/KeepCompounds.tsx';

/*
 * On tablets and desktops, who the founder is stands in a column of its own beside the biography,
 * under the section's heading: the card is as wide as the two at their measure on tablets, and
 * fills the row from lg, a third for the founder and two thirds for the biography, as the site's
 * other rows divide it. No column is left empty under a heading, and no hole beside a card.
 */
const profile = css`
  ${surfaceCard};
  ${stack(6)};
  ${theme.mq.md} {
    width: fit-content;
    max-width: 100%;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${theme.space(10)};
    padding: ${theme.space(10)};
  }
  ${theme.mq.lg} {
    width: auto;
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    gap: ${theme.space(16)};
    padding: ${theme.space(12)};
  }
`;

const person = css`
  display: flex;
  align-items: center;
  gap: ${theme.space(4)};
  ${theme.mq.md} {
    flex-direction: column;
    align-items: flex-start;
  }
`;

const roleStyle = css`
  margin-top: ${theme.space(1)};
  color: ${theme.color.accentStrong};
  font-weight: ${theme.fontWeight.semibold};
`;

/* Set a step larger from md, at a lead's measure: about seventy characters a line, not a hundred. */
const bio = css`
  ${stack(4)};
  max-width: ${theme.size.measure};
  ${theme.mq.md} {
    max-width: ${theme.size.leadMeasure};
    font-size: ${theme.fontSize.lg};
  }
`;

/** Meet the Founder: the director named in company, a role, a short biography and a portrait or initials. */
export function Founder({ heading, role, paragraphs, image }: BlockOf<'founder'>) {
  const { company } = useSite();
  const headingId = useId();
  return (
    <Section labelledBy={headingId}>
      <SectionHeading id={headingId} heading={heading} />
      <Reveal css={profile}>
        <div css={person}>
          <Avatar name={company.director} image={image} size="large" />
          <div>
            <h3 css={h3Style}>{company.director}</h3>
            <p css={roleStyle}>{role}</p>
          </div>
        </div>
        <div css={bio}>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}><KeepCompounds text={paragraph} prose /></p>
          ))}
        </div>
      </Reveal>
    </Section>
  );
}
