import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/* What a page offers people who use assistive technology or small screens, read in the page. */

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe itself, put into a page the first time it is checked (a page's Content Security Policy does not apply to the test's own scripts). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Scope {
  /** A selector of the part of the page to check; the whole page when left out. */
  include?: string;
  /** A selector of a part left out, such as the editor's preview frame (a page checked on its own). */
  exclude?: string;
  /** Every rule axe has, best practices too, rather than WCAG 2.2 A and AA. */
  allRules?: boolean;
}

/**
 * What axe finds against WCAG 2.2 A and AA (or every rule), one line per rule with the elements
 * that break it. axe runs in the page itself, in its top document, and reports violations only:
 * about a fifth of the time of @axe-core/playwright's runs, which open a page of their own to
 * gather results from frames this site does not have.
 */
export async function violations(page: Page, scope: Scope = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { iframes: false, resultTypes: ['violations'], ...(scope.allRules ? {} : { runOnly: { type: 'tag', values: WCAG_22_AA } }) };
  const results = await page.evaluate(
    ({ include, exclude, options }) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: RunOptions) => Promise<AxeResults> } }).axe;
      const context = include || exclude ? { ...(include ? { include: [include] } : {}), ...(exclude ? { exclude: [exclude] } : {}) } : document;
      return axe.run(context, options);
    },
    { include: scope.include, exclude: scope.exclude, options },
  );
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Links to other sites that do not open in a new tab with both noopener and noreferrer. */
export function unsafeExternalLinks(page: Page) {
  return page.$$eval('a[href^="http"]', (elements) =>
    (elements as HTMLAnchorElement[]).filter((link) => !/\bnoopener\b/.test(link.rel) || !/\bnoreferrer\b/.test(link.rel) || link.target !== '_blank').map((link) => link.href),
  );
}

/** Links and buttons smaller than 24×24 px, but for links inline in a run of text. */
export function smallTargets(page: Page) {
  return page.$$eval('a[href], button', (elements) =>
    elements
      .filter((element) => {
        if (element.closest('[inert], [aria-hidden="true"]')) return false;
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) return false;
        const inlineInText = getComputedStyle(element).display === 'inline' && element.parentElement?.matches('p, li, dd, span');
        return !inlineInText && (rect.width < 24 || rect.height < 24);
      })
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim() || element.getAttribute('aria-label')}"`),
  );
}
