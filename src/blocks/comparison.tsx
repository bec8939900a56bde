import { css } from '@emotion/react';
import { useId } from 'react';
import type { BlockOf } from '../../schema/site.ts';
import { Icon } from '../icons/Icon.tsx';
import { Reveal } from '../motion/Reveal.tsx';
import { useSite } from '../site-context.tsx';
import { theme } from '../theme/theme.ts';
import { KeepCompounds } from '../ui/KeepCompounds.tsx';
import { Section } from '../ui/Section.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { checkBadge } from './parts/CheckList.tsx';

/*
 * A real table from the md breakpoint, its head kept in sight under the page's header. Below it,
 * each feature takes a line of its own above its values, so the plans keep a readable width on a
 * phone. Laying a table out as a grid makes some screen readers forget it is a table, so every
 * part also says what it is (role).
 */
const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSize.sm};
  th,
  td {
    padding: ${theme.space(3)};
    border-bottom: ${theme.size.hairline} solid ${theme.color.border};
    text-align: center;
    vertical-align: middle;
  }
  /* The head's rule drawn inside its cells: a collapsed border would stay behind when the head sticks. */
  thead th,
  thead td {
    border-bottom: 0;
  }
  thead th {
    color: ${theme.color.ink};
    font-size: ${theme.fontSize.base};
    font-weight: ${theme.fontWeight.bold};
    box-shadow: inset 0 -2px 0 ${theme.color.ink};
  }
  /* The plans' names stay in sight under the page's header while the features scroll past. */
  thead {
    position: sticky;
    top: calc(${theme.size.headerHeight} + ${theme.size.hairline});
    z-index: 1;
  }
  thead tr {
    background: ${theme.color.surface};
  }
  tbody th {
    color: ${theme.color.text};
    font-weight: ${theme.fontWeight.semibold};
    text-align: start;
  }
  /* The plan the cards set apart: its name in the accent colour on the accent's tint, and from md,
     where the table is a table, its whole column (on phones the features' lines would cut it up). */
  thead th[data-highlight] {
    color: ${theme.color.accentStrong};
    background: ${theme.color.accentSoft};
    box-shadow: inset 0 -2px 0 ${theme.color.accentStrong};
  }
  ${theme.mq.md} {
    td[data-highlight] {
      background: ${theme.color.accentSoft};
    }
  }
  ${theme.mq.belowMd} {
    /* A feature's line and its plans' values under it read as one row on their band. From md each
       row is one line of the table, the hairlines between rows are enough, and the banding beside
       the highlighted plan's tinted column was one pattern too many. */
    tbody tr:nth-of-type(odd) {
      background: ${theme.color.surfaceAlt};
    }
    thead tr,
    tbody tr {
      display: grid;
    }
    thead td {
      display: none;
    }
    tbody th {
      grid-column: 1 / -1;
      padding-bottom: 0;
      border-bottom: 0;
    }
    th,
    td {
      padding-inline: ${theme.space(2)};
    }
  }
  ${theme.mq.md} {
    /* The features take 40 % of the width and the plans share the rest equally, so each plan's
       marks stand on one rhythm whatever the length of its name or values. */
    table-layout: fixed;
    font-size: ${theme.fontSize.base};
    th,
    td {
      padding: ${theme.space(4)};
    }
    thead td {
      width: 40%;
    }
  }
`;

/** On phones, a column for each plan under the feature's line. */
const columnsFor = (plans: number) => css`
  ${theme.mq.belowMd} {
    thead tr,
    tbody tr {
      grid-template-columns: repeat(${plans}, minmax(0, 1fr));
    }
  }
`;

const mark = css`
  ${checkBadge};
  display: inline-grid;
  vertical-align: middle;
  /* On the highlighted column's tint, which is the badge's own: a white badge. */
  ${theme.mq.md} {
    [data-highlight] > & {
      background: ${theme.color.surface};
    }
  }
`;

const dash = css`
  color: ${theme.color.muted};
`;

const noteStyle = css`
  max-width: ${theme.size.measure};
  margin-top: ${theme.space(6)};
  color: ${theme.color.muted};
  font-size: ${theme.fontSize.sm};
`;

/** One plan's value of a feature: a check mark, a dash, or its words. */
function Value({ value }: { value: boolean | number | string }) {
  const { ui } = useSite();
  if (value === true) {
    return (
      <>
        <span css={mark} aria-hidden="true">
          <Icon name="check" size="small" />
        </span>
        <VisuallyHidden>{ui.included}</VisuallyHidden>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <span css={dash} aria-hidden="true">
          —
        </span>
        <VisuallyHidden>{ui.notIncluded}</VisuallyHidden>
      </>
    );
  }
  return <KeepCompounds text={String(value)} />;
}

/** Plans side by side: a feature on each row, a plan in each column, the highlighted plan's tinted. */
export function Comparison({ id, heading, intro, plans, highlight, rows, note }: BlockOf<'comparison'>) {
  const headingId = useId();
  return (
    <Section id={id} labelledBy={headingId}>
      <SectionHeading id={headingId} heading={heading} intro={intro} />
      <Reveal>
        <table css={[table, columnsFor(plans.length)]} role="table" aria-labelledby={headingId}>
          <thead role="rowgroup">
            <tr role="row">
              <td />
              {plans.map((plan) => (
                <th key={plan} scope="col" role="columnheader" data-highlight={plan === highlight ? '' : undefined}>
                  {plan}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map(({ feature, values }) => (
              <tr key={feature} role="row">
                <th scope="row" role="rowheader">
                  <KeepCompounds text={feature} />
                </th>
                {values.map((value, index) => (
                  <td key={plans[index]} role="cell" data-highlight={plans[index] === highlight ? '' : undefined}>
                    <Value value={value} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {note && (
          <p css={noteStyle}>
            <KeepCompounds text={note} prose />
          </p>
        )}
      </Reveal>
    </Section>
  );
}
