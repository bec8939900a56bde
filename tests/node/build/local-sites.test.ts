import { afterEach, describe, expect, it } from 'vitest';
import { localSites } from '../../../pipeline/local-sites.ts';
import { site } from '../../fixtures/site.ts';

const withoutYear = () => ({ ...site, footer: { ...site.footer, copyright: { text: site.footer.copyright.text } } });

afterEach(() => {
  delete process.env.SOURCE_DATE_EPOCH;
});

describe('the copyright line', () => {
  it('says the year the content gives', () => {
    expect(site.footer.copyright.year).toBe(2024);
    expect(localSites(site).en.footer.copyright.year).toBe(2024);
  });

  it('says the year the site is built when the content gives none', () => {
    expect(localSites(withoutYear()).en.footer.copyright.year).toBe(new Date().getFullYear());
  });

  it('takes that year from SOURCE_DATE_EPOCH when it is set, for builds that must come out the same later', () => {
    process.env.SOURCE_DATE_EPOCH = String(Date.UTC(2031, 5, 1) / 1000);
    expect(localSites(withoutYear()).en.footer.copyright.year).toBe(2031);
  });
});
