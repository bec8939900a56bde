import { createHash } from 'node:crypto';
import type { Site } from '../../schema/site.ts';
import type { LocalSite } from '../../src/view-model.ts';
import { homeOf } from '../../core/languages.ts';
import { MISSING_PAGE_KEY } from '../../core/missing-page.ts';
import { canonicalUrl, SITE_ICONS } from '../../src/lib/head.ts';
import { theme } from '../../src/theme/theme.ts';
import { escapeHtml } from './html.ts';

/** Every page of every language, each with where it is in the other language (its alternates). */
export function sitemapXml(sites: readonly LocalSite[]): string {
  const urls = sites.flatMap((site) =>
    site.pages.map((page) => {
      const other = site.language?.other;
      const alternates =
        other && page.alternate !== undefined
          ? [
              [site.site.language, page.path],
              [other.tag, page.alternate],
              ['x-default', other.code === 'en' ? page.alternate : page.path],
            ].map(([language, path]) => `\n    <xhtml:link rel="alternate" hreflang="${escapeHtml(language!)}" href="${escapeHtml(canonicalUrl(path!, site))}" />`)
          : [];
      return `  <url>\n    <loc>${escapeHtml(canonicalUrl(page.path, site))}</loc>${alternates.join('')}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.site.url}/sitemap.xml\n`;
}

/** The web app manifest: the name, colours and icons a browser uses for the site. */
export function webManifest(site: Site): string {
  const manifest = {
    name: site.company.name,
    short_name: site.company.name,
    start_url: '/',
    display: 'browser',
    background_color: theme.color.surface,
    theme_color: site.site.themeColor,
    icons: [
      { src: SITE_ICONS.drawn, sizes: 'any', type: 'image/svg+xml' },
      { src: SITE_ICONS.touch, sizes: '180x180', type: 'image/png' },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** Netlify and Cloudflare Pages redirect rules, of every language: permanent, one a line. */
export function redirectsFile(sites: readonly LocalSite[]): string {
  return `${sites.flatMap((site) => site.redirects.map(({ from, to }) => `${from} ${to} 301`)).join('\n')}\n`;
}

/**
 * The script of every redirect page. It is the same on all of them, so the Content Security Policy
 * allows it with one hash however many redirects there are; each page names its target in the
 * script's data attribute.
 */
export const REDIRECT_SCRIPT = 'location.replace(document.currentScript.dataset.target+location.hash)';

/** A visible link on to a page, for visitors the page does not send on by itself. */
function onwardLink(href: string, site: Pick<Site, 'company'>, language: string): string {
  const words = language.startsWith('fr') ? '\u00a0: continuer vers' : ': continue to';
  return `<a href="${href}">${escapeHtml(site.company.name)}${words} ${href}</a>`;
}

/** A page that sends the visitor on: not indexed, its canonical link the page it sends to, `sendOn` doing the sending. */
function onwardPage(language: string, site: Pick<Site, 'company' | 'site'>, target: string, sendOn: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(site.company.name)}</title>
    <meta name="robots" content="noindex" />
    <link rel="canonical" href="${escapeHtml(canonicalUrl(target, site))}" />
    ${sendOn}
  </head>
  <body>
    ${body}
  </body>
</html>
`;
}

/**
 * A page that sends the visitor on, for hosts without redirect rules: a meta refresh, a script that
 * replaces history, a canonical link for crawlers and a visible link for everyone else.
 */
export function redirectPage(target: string, site: Site, language: string): string {
  const href = escapeHtml(target);
  const sendOn = `<meta http-equiv="refresh" content="0; url=${href}" />\n    <script data-target="${href}">${REDIRECT_SCRIPT}</script>`;
  return onwardPage(language, site, target, sendOn, `<p>${onwardLink(href, site, language)}</p>`);
}

/**
 * The script of every 404.html: it leaves the address asked for in session storage, for the home
 * page to say once that there is no page there, and sends the visitor to the home page of the
 * language the address is in. Hosts such as Netlify, GitHub Pages and S3 answer every unknown
 * address with the root one, /fr/... included; others with the nearest, the language's own.
 */
export const NOT_FOUND_SCRIPT = `var d=document.currentScript.dataset,p=location.pathname,t=d.target;(d.homes||'').split(' ').forEach(function(h){if(h&&(p===h||p.indexOf(h+'/')===0))t=h});try{sessionStorage.setItem('${MISSING_PAGE_KEY}',p)}catch(e){}location.replace(t+location.hash)`;

/**
 * A 404.html: the home page of the address's language (its script; `homes` are the other
 * languages' home pages it may choose from), `fallback` without JavaScript (a refresh only then,
 * which the script would otherwise race), and a link to each home page.
 */
function notFound(fallback: string, homes: readonly string[], links: string, language: string, site: Pick<Site, 'company' | 'site'>): string {
  const href = escapeHtml(fallback);
  const sendOn = `<script data-target="${href}" data-homes="${escapeHtml(homes.join(' '))}">${NOT_FOUND_SCRIPT}</script>\n    <noscript><meta http-equiv="refresh" content="0; url=${href}" /></noscript>`;
  return onwardPage(language, site, fallback, sendOn, links);
}

/** The root 404.html: the home page of the address's language, the first language's without JavaScript. */
export function notFoundPage(sites: readonly LocalSite[]): string {
  const [first] = sites;
  if (!first) throw new Error('a site has at least one language');
  const homes = sites.map((site) => ({ home: homeOf(site.language?.code ?? 'en'), site }));
  const links = homes.map(({ home, site }) => `<p lang="${escapeHtml(site.site.language)}">${onwardLink(escapeHtml(home), site, site.site.language)}</p>`);
  return notFound(homes[0]!.home, homes.slice(1).map(({ home }) => home), links.join('\n    '), first.site.language, first);
}

/** A language's own 404.html, under its home page: that home page. */
export function languageNotFoundPage(home: string, site: Site, language: string): string {
  return notFound(home, [], `<p>${onwardLink(escapeHtml(home), site, language)}</p>`, language, site);
}

export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
}

/** Every inline script in a page, so the Content Security Policy can allow exactly these. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1]!,
  );
}

function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(scriptHashes)].sort().join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** The longest header line Cloudflare Pages accepts in `_headers`. */
const MAX_HEADER_LINE = 2000;

/**
 * Security headers for every page, with a Content Security Policy that allows exactly the given
 * inline scripts (those of every page, see {@link inlineScripts}), and a year's caching for the
 * hashed assets. A policy too long for Cloudflare Pages stops the build rather than being deployed
 * and rejected.
 */
export function headersFile(inline: Iterable<string>): string {
  const scripts = new Set(inline);
  const policy = `  Content-Security-Policy: ${contentSecurityPolicy([...scripts].map(scriptHash))}`;
  if (policy.length >= MAX_HEADER_LINE) {
    throw new Error(
      `the Content-Security-Policy line of _headers would be ${policy.length} characters; Cloudflare Pages accepts at most ${MAX_HEADER_LINE}: ` +
        `the pages have ${scripts.size} different inline scripts; expected a few, each shared by every page that runs it and reading what differs from its data attributes, as the boot loader and the redirect pages do`,
    );
  }
  return `/*
${policy}
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()
  X-Frame-Options: DENY
  Cross-Origin-Opener-Policy: same-origin

/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;
}
