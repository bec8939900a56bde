import { AREAS, CATALOGUE } from '../schema/catalogue.ts';

/** The page that lists what validation checks, between two markers. */
export const CHECKS_FILE = 'docs/checks.md';

const START = '<!-- checks: written by `npm run schema` from schema/catalogue.ts -->';
const END = '<!-- end of checks -->';

/** What validation checks, by area, each with the code its problems carry: the list in docs/checks.md. */
function checksList(): string {
  const kinds = Object.entries(CATALOGUE);
  return Object.entries(AREAS)
    .map(([area, title]) => {
      const lines = kinds.filter(([, kind]) => kind.area === area).map(([code, kind]) => `  - ${kind.checks} (\`${code}\`)`);
      return `- **${title}**\n${lines.join('\n')}`;
    })
    .join('\n');
}

/** The page with its list of checks written anew between its two markers. */
export function withChecksList(page: string): string {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start === -1 || end < start) throw new Error(`${CHECKS_FILE} has no list of checks: expected the lines ${START} and ${END}`);
  return `${page.slice(0, start + START.length)}\n${checksList()}\n${page.slice(end)}`;
}
