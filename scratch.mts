import { readFileSync, readdirSync } from 'node:fs';
import { houseStyleAdvice } from './schema/house-style.ts';
import { formatProblem } from './schema/problems.ts';
for (const f of ['site.yaml', ...readdirSync('tests/fixtures', { recursive: true }).map(String).filter((n) => n.endsWith('.yaml')).map((n) => 'tests/fixtures/' + n)]) {
  for (const p of houseStyleAdvice(readFileSync(f, 'utf8'), f)) console.log(formatProblem(p));
}
