import { localSites } from '../../pipeline/local-sites.ts';
import { validateSite } from '../../pipeline/validate.ts';
import type { LocalPage, LocalSite } from '../../src/view-model.ts';

const loaded = await validateSite({ file: 'site.yaml' }, { images: false });
if (!loaded.ok) throw new Error('site.yaml must be valid');

/** The project's own site.yaml, validated: what the tests of the real build check against. */
export const realSite = loaded.site;

/** The real site as each of its languages shows it. */
export const realSites = localSites(realSite);
if (!realSites.fr) throw new Error('site.yaml must have its French version');
export const frenchSite: LocalSite = realSites.fr;

/** Every route of the real site in English, in the order of its pages. */
export const realPaths = realSite.pages.map((page) => page.path);

/** Every route of the real site in French, in the order of its pages. */
export const frenchPaths = frenchSite.pages.map((page) => page.path);

/** Every page of every language, with the site of its language. */
export const everyPage: { page: LocalPage; site: LocalSite }[] = Object.values(realSites).flatMap((site) => site.pages.map((page) => ({ page, site })));
