import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { isSeq, parseDocument, type Document } from 'yaml';

/** Writes a copy of site.yaml changed by `edit`, for building content the real file does not have. */
export function writeFixtureSite(file: string, edit: (doc: Document) => void): string {
  const doc = parseDocument(readFileSync('site.yaml', 'utf8'));
  edit(doc);
  const path = resolve(file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, doc.toString());
  return path;
}

/** Where the browser tests' fixture site is written; fixtureSiteBuild() builds it beside. */
const FIXTURE_SITE_FILE = '.test-build/fixture/site.yaml';

/** What the browser tests' fixture site has that the real one does not. */
export const FIXTURE = {
  /** The company's name: one word of 41 letters, on every page. */
  companyName: 'Interprovincialtelecommunicationsadvisors',
  /** The company's e-mail, in every footer. */
  email: 'enterprise.telephony.consultations@example-communications-advisors.ca',
  /** The only feature of the first tier of the RingCentral page. */
  onlyFeature: 'One feature only',
  /** The page whose first tier has one feature. */
  tierPage: '/services/business-telephone/ringcentral',
  /** How many testimonials turn in each language's home carousel. */
  testimonials: 3,
} as const;

/** Two more testimonials, each in English and in French. */
const EXTRA_TESTIMONIALS = [
  {
    id: 'nonprofit-director',
    name: 'Morgan Tremblay',
    en: {
      company: 'Executive director, community non-profit in Brandon',
      text: 'They compared three phone systems for us in plain language and never once pushed the most expensive one.',
    },
    fr: {
      company: 'Directrice générale, organisme communautaire de Brandon',
      text: 'Ils ont comparé trois systèmes téléphoniques pour nous, sans jargon, sans jamais pousser le plus cher.',
    },
  },
  {
    id: 'municipal-clerk',
    name: 'Sam Okafor',
    en: {
      company: 'Chief administrative officer, rural municipality',
      text: 'Our office moved to cloud calling over a weekend, and the bill now comes straight from the vendor.',
    },
    fr: {
      company: 'Directeur général, municipalité rurale',
      text: 'Notre bureau est passé à la téléphonie infonuagique en une fin de semaine, et la facture vient maintenant du fournisseur.',
    },
  },
];

/**
 * The one site the browser tests build besides the real one: site.yaml, derived at test time so it
 * follows the real content, with content at its edges (FIXTURE says what).
 */
export function writeBrowserFixture(): string {
  return writeFixtureSite(FIXTURE_SITE_FILE, (doc) => {
    doc.setIn(['company', 'name'], FIXTURE.companyName);
    doc.setIn(['company', 'email'], FIXTURE.email);
    const pages = doc.toJS().pages as { path: string; blocks: { type: string }[] }[];
    const tierPage = pages.findIndex((page) => page.path === FIXTURE.tierPage);
    const tiers = pages[tierPage]!.blocks.findIndex((block) => block.type === 'tiers');
    doc.setIn(['pages', tierPage, 'blocks', tiers, 'tiers', 0, 'features'], doc.createNode([FIXTURE.onlyFeature]));
    for (const [path, language] of [[['testimonials'], 'en'], [['fr', 'testimonials'], 'fr']] as const) {
      const list = doc.getIn(path);
      if (!isSeq(list)) throw new Error(`site.yaml has no list at ${path.join('.')}`);
      for (const { id, name, ...words } of EXTRA_TESTIMONIALS) list.add(doc.createNode({ id, name, ...words[language] }));
    }
  });
}
