import { css } from '@emotion/react';
import { useId } from 'react';
import type { BlockOf } from '../../schema/site.ts';
import { formatDate } from '../../core/dates.ts';
import { LANGUAGES } from '../../core/languages.ts';
import { useSite } from '../site-context.tsx';
import { theme } from '../theme/theme.ts';
import { inViewUnderHeader } from '../ui/in-view.ts';
import { plainList, stack } from '../ui/list.ts';
import { Section } from '../ui/Section.tsx';
import { eyebrowStyle, h3Style } from '../ui/SectionHeading.tsx';
import { KeepCompounds } from '../ui/KeepCompounds.tsx';

/* The contents beside the text from the large breakpoint, staying in view while the text scrolls. */
const layout = css`
  ${stack(10)};
  ${theme.mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 3fr);
    align-items: start;
    gap: ${theme.space(16)};
  }
`;

const contents = css`
  ${theme.mq.lg} {
    ${inViewUnderHeader};
  }
  ol {
    ${plainList};
    display: grid;
    gap: ${theme.space(1)};
    border-inline-start: ${theme.size.hairline} solid ${theme.color.border};
  }
  a {
    display: block;
    padding: ${theme.space(2)} ${theme.space(4)};
    color: ${theme.color.text};
    text-decoration: none;
  }
  a:hover {
    color: ${theme.color.accentStrong};
    text-decoration: underline;
  }
`;

const text = css`
  ${stack(10)};
  max-width: ${theme.size.measure};
  h2 {
    ${h3Style};
    margin-bottom: ${theme.space(3)};
    scroll-margin-top: calc(${theme.size.headerHeight} + ${theme.space(6)});
  }
  p + p,
  p + ul {
    margin-top: ${theme.space(4)};
  }
  ul {
    padding-inline-start: ${theme.space(5)};
  }
  li + li {
    margin-top: ${theme.space(2)};
  }
`;

const updatedStyle = css`
  color: ${theme.color.muted};
  font-size: ${theme.fontSize.sm};
`;

/** A document this long has a contents list; a shorter one is read at a glance, and an empty column beside it would look unfinished. */
const CONTENTS_FROM = 4;

/** A policy or other document: the date it last changed, a contents list when it is long, and its sections in one readable column. */
export function Document({ updated, sections }: BlockOf<'document'>) {
  const { ui, language } = useSite();
  const contentsId = useId();
  const listed = sections.length >= CONTENTS_FROM;
  return (
    <Section>
      <div css={listed && layout}>
        {listed && (
          <nav css={contents} aria-labelledby={contentsId}>
            <h2 id={contentsId} css={eyebrowStyle}>
              {ui.onThisPage}
            </h2>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div css={text}>
          <p css={updatedStyle}>
            {ui.lastUpdated}
            {LANGUAGES[language?.code ?? 'en'].typography.colon}
            <time dateTime={updated}>{formatDate(updated, language?.code)}</time>
          </p>
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id}><KeepCompounds text={section.heading} /></h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}><KeepCompounds text={paragraph} prose /></p>
              ))}
              {section.list && (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}><KeepCompounds text={item} prose /></li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </div>
    </Section>
  );
}
