/*
 * What a link target in site.yaml is, read the same way by validation and by the app (so this file
 * stays free of zod and of anything browser-only).
 */

/** A path inside the site: "/about", but not "//host/…", which leaves it. */
export function isInternal(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** An address on the web, opened in a new tab. */
export function isExternalWeb(href: string): boolean {
  return /^https?:\/\//.test(href);
}

/**
 * The page an internal link or location shows: without query, hash or trailing slash ("/about/",
 * as static hosts write folder URLs, is "/about"); null for any other target.
 */
export function linkPath(href: string): string | null {
  if (!isInternal(href)) return null;
  const path = href.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** The full address of a page of the site at `siteUrl` (which has no slash at the end): its canonical address. */
export function pageUrl(siteUrl: string, path: string): string {
  return path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`;
}

/** The page a path shows, following a redirect ("/ringcentral/" shows "/services/business-telephone/ringcentral"). */
export function pagePathFor(path: string, redirects: readonly { from: string; to: string }[]): string {
  const normal = linkPath(path) ?? path;
  return redirects.find((redirect) => redirect.from === normal)?.to ?? normal;
}

/** Lower-case letters and digits without accents: "À propos" → "a propos". */
export const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Words as an address or an id writes them: "Audits de sécurité" → "audits-de-securite". */
export const slugOf = (text: string) => folded(text).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
