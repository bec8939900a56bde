import { footers, languages } from 'virtual:site';
import type { LanguageCode } from '../../core/languages.ts';
import type { LocalSite, SiteData } from '../view-model.ts';
import { keptLoads } from '../lib/kept.ts';

/**
 * Each language's site (its navigation and interface words) travels in a chunk of its own: a page
 * loads its own language only, the other when a visitor heads there. A language the site does not
 * have gives English.
 */
const sites = keptLoads<SiteData>((code) => (languages[code as LanguageCode] ?? languages.en!)());

export const loadLanguage = (code: LanguageCode) => sites.load(code);

/** Each language's footer, which the browser loads with the footer's code (see shell/footer/LateFooter.tsx). */
const footerLoads = keptLoads<LocalSite['footer']>((code) => (footers[code as LanguageCode] ?? footers.en!)());
export const loadFooter = (code: LanguageCode) => footerLoads.load(code);
