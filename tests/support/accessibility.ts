import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/* What a page offers people who use assistive technology or small screens, read in the page. */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** What axe finds against WCAG 2.2 A and AA, one line per rule with the elements that break it. */
export async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
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
