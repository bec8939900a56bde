import { AREAS, CATALOGUE } from '../schema/catalogue.ts';

const START = '<!-- checks: written by `npm run schema` from schema/catalogue.ts -->';
const END = '<!-- end of checks -->';

/** What validation checks, by area, each with the code its problems carry: the README's list. */
function checksList(): string {
  const kinds = Object.entries(CATALOGUE);
  return Object.entries(AREAS)
    .map(([area, title]) => {
      const lines = kinds.filter(([, kind]) => kind.area === area).map(([code, kind]) => `  - ${kind.checks} (\`${code}\`)`);
      return `- **${title}**\n${lines.join('\n')}`;
    })
    .join('\n');
}

/** The README with its list of checks written anew between its two markers. */
export function withChecksList(readme: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end < start) throw new Error(`the README has no list of checks: expected the lines ${START} and ${END}`);
  return `${readme.slice(0, start + START.length)}\n${checksList()}\n${readme.slice(end)}`;
}
