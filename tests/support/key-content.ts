import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { realSite as site } from './real-site.ts';

const heading = (main: Locator, name: string, level?: number) => main.getByRole('heading', { name, exact: true, ...(level ? { level } : {}) });

/** What the specification says each route shows, checked by role in the page's main landmark. */
export const KEY_CONTENT: Record<string, (main: Locator) => Promise<void>> = {
  '/': async (main) => {
    await expect(heading(main, 'Where Exceptional Results Meet Transparent Pricing', 1).isVisible()).resolves.toBe(true);
    await expect(main.getByRole('link', { name: 'Get Started', exact: true }).getAttribute('href')).resolves.toBe('/services');
    for (const title of ['Tailored Solutions', 'Direct Vendor Support', 'No Hidden Fees', 'Personalized No-Cost Business Telephony Consultation']) {
      await expect(heading(main, title, 3).count()).resolves.toBe(1);
    }
    for (const [title, href] of [['RingCentral EX', '/ringcentral'], ['Avaya Cloud Office', '/avaya'], ['CARE', '/care']] as const) {
      const region = main.getByRole('region', { name: title, exact: true });
      await expect(heading(region, title, 2).count()).resolves.toBe(1);
      await expect(region.getByRole('link').getAttribute('href')).resolves.toBe(href);
    }
    await expect(heading(main, 'Customer Testimonies', 2).count()).resolves.toBe(1);
    await expect(main.getByRole('link', { name: 'View More' }).getAttribute('href')).resolves.toBe('/testimonials');
  },
  '/services': async (main) => {
    for (const [title, href] of [['Web Development', '/services/web-development'], ['Business Telephone', '/services/business-telephone'], ['Nextcloud', '/services/nextcloud']]) {
      await expect(heading(main, title!, 3).count()).resolves.toBe(1);
      await expect(main.getByRole('link', { name: `Learn more about ${title}` }).getAttribute('href')).resolves.toBe(href);
    }
    for (const path of ['ringcentral', 'avaya', 'care']) await expect(main.locator(`a[href="/services/business-telephone/${path}"]`).count()).resolves.toBeGreaterThan(0);
  },
  '/services/web-development': async (main) => {
    const projects = main.locator('a[href^="http"]');
    await expect(projects.count()).resolves.toBe(3);
    for (const link of await projects.all()) {
      await expect(link.getAttribute('target')).resolves.toBe('_blank');
      await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    }
  },
  '/services/nextcloud': async (main) => {
    for (const title of ['Core Features', 'Security & Compliance', 'Deployment Options We Offer']) await expect(heading(main, title, 2).count()).resolves.toBe(1);
  },
  '/services/business-telephone': async (main) => {
    for (const path of ['ringcentral', 'avaya', 'care']) await expect(main.locator(`a[href="/services/business-telephone/${path}"]`).count()).resolves.toBe(1);
  },
  '/services/business-telephone/ringcentral': async (main) => {
    for (const tier of ['Core', 'Advanced', 'Ultra']) await expect(heading(main, tier, 3).count()).resolves.toBe(1);
    await expect(main.getByText('Analytics with 12 months of storage').count()).resolves.toBe(1);
  },
  '/services/business-telephone/avaya': async (main) => {
    for (const tier of ['Core', 'Advanced', 'Ultra']) await expect(heading(main, tier, 3).count()).resolves.toBe(1);
    // Once on the Advanced plan's card, once as a row of the comparison under the cards.
    await expect(main.getByText('Local numbers in over 100 countries', { exact: true }).count()).resolves.toBe(2);
    await expect(main.getByRole('rowheader', { name: 'Local numbers in over 100 countries' }).count()).resolves.toBe(1);
  },
  '/services/business-telephone/care': async (main) => {
    const titles = ['Automates Scheduling & Rebooking', 'AI-Assisted Charting', 'MB Health Certification', 'Software & Development Support', 'RX Vigilance', 'Worksheets Charting: Smart Tools', 'Worksheets Charting: Productivity'];
    for (const title of titles) await expect(main.getByRole('heading', { name: title, exact: true }).count()).resolves.toBe(1);
  },
  '/about': async (main) => {
    for (const title of ['Our Story', 'Mission', 'Vision', 'Executive Summary', 'Meet the Founder']) await expect(heading(main, title, 2).count()).resolves.toBe(1);
    for (const part of ['Customer-First Model', 'Experience-Driven Design', 'Track Record of Trust', 'Agent Relationship Disclosure', 'Conclusion']) {
      await expect(heading(main, part, 3).count()).resolves.toBe(1);
    }
    await expect(heading(main, site.company.director, 3).count()).resolves.toBe(1);
  },
  '/testimonials': async (main) => {
    await expect(main.locator('blockquote').innerText()).resolves.toContain(site.testimonials[0]!.text.slice(0, 40));
    await expect(main.getByText(site.testimonials[0]!.company).count()).resolves.toBe(1);
    // One testimonial stands in the middle of its row, not two-thirds of it with a hole beside it.
    const gaps = await main.locator('blockquote').first().evaluate((quote) => {
      const list = quote.closest('ul')!;
      const [card, row] = [list.getBoundingClientRect(), list.parentElement!.getBoundingClientRect()];
      return { count: list.children.length, left: Math.round(card.left - row.left), right: Math.round(row.right - card.right) };
    });
    if (gaps.count === 1) expect(Math.abs(gaps.left - gaps.right)).toBeLessThanOrEqual(2);
  },
  '/contact': async (main) => {
    await expect(main.getByRole('link', { name: site.company.phone, exact: true }).getAttribute('href')).resolves.toBe('tel:+12045550123');
    await expect(main.getByRole('link', { name: site.company.email }).getAttribute('href')).resolves.toBe(`mailto:${site.company.email}`);
    await expect(main.getByText(site.company.director, { exact: true }).count()).resolves.toBe(1);
    await expect(main.locator('form').count()).resolves.toBe(0);
  },
};
