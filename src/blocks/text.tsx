import { css } from '@emotion/react';
import { useId } from 'react';
import type { BlockOf } from '../../schema/site.ts';
import { Reveal } from '../motion/Reveal.tsx';
import { theme } from '../theme/theme.ts';
import { stack } from '../ui/list.ts';
import { Section } from '../ui/Section.tsx';
import { besideHeading, h2Style } from '../ui/SectionHeading.tsx';
import { CheckList } from './parts/CheckList.tsx';
import { KeepCompounds } from '../ui/KeepCompounds.tsx';

const prose = css`
  ${stack(5)};
  max-width: ${theme.size.measure};
  font-size: ${theme.fontSize.lg};
  ul {
    margin: 0;
    font-size: ${theme.fontSize.base};
  }
`;

/** A section of prose: a heading, paragraphs and an optional list; `muted` sets it on a tinted band. */
export function Text({ id, heading, paragraphs, list, tone }: BlockOf<'text'>) {
  const headingId = useId();
  return (
    <Section id={id} labelledBy={headingId} band={tone === 'muted' ? 'muted' : 'plain'}>
      <Reveal css={besideHeading}>
        <h2 id={headingId} css={h2Style}>
          {heading}
        </h2>
        <div css={prose}>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}><KeepCompounds text={paragraph} /></p>
          ))}
          {list && <CheckList items={list} />}
        </div>
      </Reveal>
    </Section>
  );
}
