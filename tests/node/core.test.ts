import { describe, expect, it } from 'vitest';
import { formatDate, formatFounded } from '../../core/dates.ts';
import { homeOf, languageOfPath, LANGUAGES } from '../../core/languages.ts';
import { isExternalWeb, isInternal, linkPath, pagePathFor } from '../../core/links.ts';
import { displayPhone, telHref } from '../../core/phone.ts';
import { englishText, englishTypography, frenchText, frenchTypography } from '../../core/typography.ts';

describe('dates as readers write them', () => {
  it('writes a day of a month in English and in French, the first of the month as "1er"', () => {
    expect(formatDate('2026-11-23')).toBe('November 23, 2026');
    expect(formatDate('2026-11-23', 'fr')).toBe('23 novembre 2026');
    expect(formatDate('2026-08-01', 'fr')).toBe('1er août 2026');
  });

  it('writes a founding year, or a year and month', () => {
    expect(formatFounded('2024')).toBe('2024');
    expect(formatFounded('2024-11')).toBe('November 2024');
    expect(formatFounded('2024-11', 'fr')).toBe('novembre 2024');
  });
});

describe('phone numbers', () => {
  it('dials the digits of a number written for people', () => {
    expect(telHref('+1 (204) 555-0123')).toBe('tel:+12045550123');
  });

  it('shows a North American number as each language writes it', () => {
    expect(displayPhone('+1 (204) 555-0123')).toBe('+1 (204) 555-0123');
    expect(displayPhone('+1 (204) 555-0123', 'fr')).toBe('+1\u00a0204\u00a0555-0123');
    expect(displayPhone('(204) 555-0123', 'fr')).toBe('204\u00a0555-0123');
    expect(displayPhone('+44 20 7946 0958', 'fr')).toBe('+44 20 7946 0958');
  });
});

describe('languages of addresses', () => {
  it('finds the language by its prefix, English without one', () => {
    expect(languageOfPath('/fr')).toBe('fr');
    expect(languageOfPath('/fr/a-propos')).toBe('fr');
    expect(languageOfPath('/frequently-asked')).toBe('en');
    expect(languageOfPath('/')).toBe('en');
    expect(homeOf('fr')).toBe('/fr');
    expect(homeOf('en')).toBe('/');
  });

  it('keeps each language’s punctuation', () => {
    expect(LANGUAGES.fr.typography.colon).toBe('\u00a0: ');
    expect(LANGUAGES.en.typography.colon).toBe(': ');
  });
});

describe('link targets', () => {
  it('tells internal paths from addresses that leave the site', () => {
    expect(isInternal('/about')).toBe(true);
    expect(isInternal('//evil.example/')).toBe(false);
    expect(isExternalWeb('https://example.com')).toBe(true);
    expect(isExternalWeb('mailto:a@b.c')).toBe(false);
  });

  it('reads the page a link shows, without query, fragment or trailing slash, through redirects', () => {
    expect(linkPath('/about/?x=1#team')).toBe('/about');
    expect(linkPath('/')).toBe('/');
    expect(linkPath('https://example.com')).toBeNull();
    expect(pagePathFor('/ringcentral/', [{ from: '/ringcentral', to: '/services/business-telephone/ringcentral' }])).toBe('/services/business-telephone/ringcentral');
  });
});

describe('French typography', () => {
  it('keeps colons and guillemets with their words, and sets apostrophes', () => {
    expect(frenchText("Notre promesse : « le prix annoncé »")).toBe('Notre promesse\u00a0: «\u00a0le prix annoncé\u00a0»');
    expect(frenchText('«prix»')).toBe('«\u00a0prix\u00a0»');
    expect(frenchText("l'automatisation d'une clinique")).toBe('l’automatisation d’une clinique');
  });

  it('adds no space before ; ? ! (Canadian usage) and leaves a colon without a space before it, as in an address, alone', () => {
    expect(frenchText('Pourquoi? Voilà! Ensuite; https://example.ca')).toBe('Pourquoi? Voilà! Ensuite; https://example.ca');
  });

  it('keeps a number with the word after it, groups thousands with a narrow no-break space and a phone number’s groups with a full one', () => {
    expect(frenchText('plus de 30 ans et 1 000 clients, au +1 204 555-0123')).toBe('plus de 30\u00a0ans et 1\u202f000\u00a0clients, au +1\u00a0204\u00a0555-0123');
  });

  it('leaves the word after a phone number free to start the next line', () => {
    // A phone number is kept whole on its own (see KeepCompounds): a no-break space after it would
    // start the next line with a visible space when the number ends one.
    expect(frenchText('au +1 204 555-0123 ou à nous écrire, au 204-555-0123 ou')).toBe('au +1\u00a0204\u00a0555-0123 ou à nous écrire, au 204-555-0123 ou');
    expect(frenchText('en 2026 nous')).toBe('en 2026\u00a0nous');
  });

  it('leaves the fields that name things as they are', () => {
    expect(frenchTypography({ title: "L'équipe", href: "/fr/l'equipe", src: "/images/l'equipe.png", email: "o'brien@example.ca" })).toEqual({
      title: 'L’équipe',
      href: "/fr/l'equipe",
      src: "/images/l'equipe.png",
      email: "o'brien@example.ca",
    });
  });
});

describe('English typesetting', () => {
  it('sets the typographic apostrophe inside words and after a plural possessive, and touches nothing else', () => {
    expect(englishText("The vendor's price, our clients' calls and years' experience; we don't add margins.")).toBe('The vendor’s price, our clients’ calls and years’ experience; we don’t add margins.');
    expect(englishText('Plans "Core" and \'Ultra\' at 5 p.m.')).toBe('Plans "Core" and \'Ultra\' at 5 p.m.');
    expect(englishTypography({ title: "Manitoba's clinics", href: "/o'brien", email: "o'brien@example.ca" })).toEqual({ title: 'Manitoba’s clinics', href: "/o'brien", email: "o'brien@example.ca" });
  });
});

