import { createHash } from 'node:crypto';
import type { Site } from '../../schema/site.ts';
import { canonicalUrl } from '../../src/lib/head.ts';
import { escapeHtml } from './html.ts';

export function sitemapXml(site: Site): string {
  const urls = site.pages
    .map((page) => `  <url>\n    <loc>${escapeHtml(canonicalUrl(page.path, site))}</loc>\n  </url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.site.url}/sitemap.xml\n`;
}

/** Netlify and Cloudflare Pages redirect rules: permanent, one a line. */
export function redirectsFile(site: Site): string {
  return `${site.redirects.map(({ from, to }) => `${from} ${to} 301`).join('\n')}\n`;
}

/**
 * A page that sends the visitor on, for hosts without redirect rules: a meta refresh, a script that
 * replaces history, a canonical link for crawlers and a visible link for everyone else.
 */
export function redirectPage(target: string, site: Site, language: string): string {
  const href = escapeHtml(target);
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(site.company.name)}</title>
    <meta name="robots" content="noindex" />
    <link rel="canonical" href="${escapeHtml(canonicalUrl(target, site))}" />
    <meta http-equiv="refresh" content="0; url=${href}" />
    <script>${redirectScript(target)}</script>
  </head>
  <body>
    <p><a href="${href}">${escapeHtml(site.company.name)}: continue to ${href}</a></p>
  </body>
</html>
`;
}

export function redirectScript(target: string): string {
  return `location.replace(${JSON.stringify(target)} + location.hash)`;
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

export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
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

export function headersFile(csp: string): string {
  return `/*
  Content-Security-Policy: ${csp}
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()
  X-Frame-Options: DENY
  Cross-Origin-Opener-Policy: same-origin

/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;
}
