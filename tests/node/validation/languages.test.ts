/**
 * The French version of base.yaml (../../fixtures/validation/french.yaml, appended to it) and each
 * mistake in pairing the two languages, reported at its line.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BASE, FIXTURES, problemsIn } from './helpers.ts';

const FRENCH = readFileSync(`${FIXTURES}french.yaml`, 'utf8');

/** base.yaml with its French section, changed by replacing text in the French section only. */
function withFrench(...edits: [was: string, now: string][]): string {
  let french = FRENCH;
  for (const [was, now] of edits) {
    if (!french.includes(was)) throw new Error(`french.yaml has no ${JSON.stringify(was)}`);
    french = french.replace(was, now);
  }
  return `${BASE.trimEnd()}\n${french}`;
}

/** The line and column a text starts at in a source, as problems report them. */
function at(source: string, text: string, from = 0): string {
  const offset = source.indexOf(text, from);
  if (offset < 0) throw new Error(`no ${JSON.stringify(text)} in the source`);
  const before = source.slice(0, offset).split('\n');
  return `${before.length}:${before.at(-1)!.length + 1}`;
}

const frenchStart = (source: string) => source.indexOf('\nfr:');

describe('a site in English and French', () => {
  it('accepts the French version of every page, each naming its English page', async () => {
    expect(await problemsIn(withFrench())).toEqual([]);
  });

  it('reports an English page without a French version', async () => {
    const source = withFrench([
      '    - path: /fr/contact\n      counterpart: /contact\n      title: Contact\n      description: Pour nous joindre.\n      blocks:\n        - type: page-header\n          heading: Contact\n',
      '',
    ]);
    expect(await problemsIn(source.replaceAll('href: /fr/contact', 'href: /fr/services'))).toEqual([
      `site.yaml:${at(source, '/contact\n    title: Contact')} pages.3.path: the page "/contact" has no French version yet; add a French page whose counterpart is "/contact" (under fr.pages in site.yaml)`,
    ]);
  });

  it('reports a counterpart that is not an English page, with the closest one', async () => {
    const source = withFrench(['counterpart: /services/cloud', 'counterpart: /services/clod']);
    expect(await problemsIn(source)).toEqual([
      `site.yaml:${at(source, '/services/cloud\n    title: Cloud')} pages.2.path: the page "/services/cloud" has no French version yet; add a French page whose counterpart is "/services/cloud" (under fr.pages in site.yaml)`,
      `site.yaml:${at(source, '/services/clod')} fr.pages.2.counterpart: "/services/clod" is not an English page; expected the path of the English page this page translates, such as "/services/cloud"`,
    ]);
  });

  it('reports a counterpart that names a French page', async () => {
    const source = withFrench(['counterpart: /services\n', 'counterpart: /fr/services\n']);
    expect(await problemsIn(source)).toEqual([
      `site.yaml:${at(source, '/services\n    title: Services')} pages.1.path: the page "/services" has no French version yet; add a French page whose counterpart is "/services" (under fr.pages in site.yaml)`,
      `site.yaml:${at(source, '/fr/services\n      title')} fr.pages.1.counterpart: "/fr/services" is a French address; expected the path of the English page this page translates`,
    ]);
  });

  it('reports two French pages that name the same English page', async () => {
    const source = withFrench(['counterpart: /services/cloud', 'counterpart: /services']);
    const problems = await problemsIn(source);
    expect(problems).toContain(
      `site.yaml:${at(source, '/services\n      title: Nuage')} fr.pages.2.counterpart: "/services" already has a French version, fr.pages.1; each English page has one`,
    );
  });

  it('reports a French page at an English address, and an English page at a French one', async () => {
    const source = withFrench(['path: /fr/services/nuage', 'path: /services/nuage']);
    expect(await problemsIn(source)).toContainEqual(
      `site.yaml:${at(source, '/services/nuage\n      counterpart')} fr.pages.2.path: a French page's address starts with /fr, such as "/fr/services/nuage"`,
    );
  });

  it('reports an English word left in a French address, and allows one both languages share', async () => {
    const source = withFrench(['path: /fr/services/nuage', 'path: /fr/services/cloud'], ['href: /fr/services/nuage', 'href: /fr/services/cloud']);
    expect(await problemsIn(source)).toEqual([
      `site.yaml:${at(source, '/fr/services/cloud\n      counterpart')} fr.pages.2.path: the address keeps the English word "cloud" of /services/cloud; give it French words, such as "/fr/services/nuage" (a word French shares, such as a product name, may stay)`,
    ]);
    // "services" and "contact" are French words too: the fixture's /fr/services and /fr/contact pass.
  });

  it('reports each French field left to its English default at the line that holds it, even where French shares the word', async () => {
    const source = withFrench(
      ['      text: Tous droits réservés.\n', ''],
      ['                label: En savoir plus\n', ''],
      ['          emailLabel: Courriel\n', ''],
      ['    contactHeading: Nous joindre\n', ''],
    );
    const french = frenchStart(source);
    expect(await problemsIn(source)).toEqual([
      `site.yaml:${at(source, 'importantLinks', french)} fr.footer.contactHeading: the French pages need their own words for contactHeading; left out, it says "Contact" in English`,
      `site.yaml:${at(source, 'year: 2025', french)} fr.footer.copyright.text: the French pages need their own words for text; left out, it says "All rights reserved." in English`,
      `site.yaml:${at(source, 'href: /fr/contact\n    - path', french)} fr.pages.1.blocks.1.items.0.link.label: the French pages need their own words for label; left out, it says "Learn more" in English`,
      `site.yaml:${at(source, 'type: contact', french)} fr.pages.3.blocks.1.emailLabel: the French pages need their own words for emailLabel; left out, it says "Sales e-mail" in English`,
    ]);
  });

  it('reports a French menu, footer or button that links to an English page, naming its French version', async () => {
    const source = withFrench(['      href: /fr/services\n      children', '      href: /services\n      children'], ['          href: /fr/contact\n        - type: quote', '          href: /contact\n        - type: quote']);
    const french = frenchStart(source);
    expect(await problemsIn(source)).toEqual([
      `site.yaml:${at(source, '/services\n      children', french)} fr.menu.1.href: the link "/services" leads to the English page from the French pages; link to its French version, "/fr/services"`,
      `site.yaml:${at(source, '/contact\n        - type: quote', french)} fr.pages.0.blocks.0.action.href: the link "/contact" leads to the English page from the French pages; link to its French version, "/fr/contact"`,
    ]);
  });

  it('reports an English link to a French page', async () => {
    const source = withFrench().replace('      - label: Contact us\n        href: /contact', '      - label: Contact us\n        href: /fr/contact');
    expect(await problemsIn(source)).toEqual([
      `site.yaml:${at(source, '/fr/contact\n  companyLinks')} footer.importantLinks.links.0.href: the link "/fr/contact" leads to the French page from the English pages; link to its English version, "/contact"`,
    ]);
  });

  it('checks the French pages with the same rules as the English ones, at their own lines', async () => {
    const source = withFrench(['          testimonial: alice', '          testimonial: bob']);
    expect(await problemsIn(source)).toEqual([`site.yaml:${at(source, 'bob')} fr.pages.0.blocks.1.testimonial: no testimonial has the id "bob"; expected one of: "alice"`]);
  });

  it('takes the old addresses of the English pages over to their French versions', async () => {
    const source = withFrench(['            href: /fr/contact\n        - type: quote', '            href: /fr/cloud\n        - type: quote']);
    expect(await problemsIn(source)).toEqual([]);
  });
});
