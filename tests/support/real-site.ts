import { loadSite } from '../../schema/load.ts';

const loaded = loadSite('site.yaml');
if (!loaded.ok) throw new Error('site.yaml must be valid');

/** The project's own site.yaml, validated: what the tests of the real build check against. */
export const realSite = loaded.site;

/** Every route of the real site, in the order of its pages. */
export const realPaths = realSite.pages.map((page) => page.path);
