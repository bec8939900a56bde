import { z } from 'zod';
import { SOCIAL_NETWORKS } from '../core/choices.ts';
import { block } from './blocks/index.ts';
import { delay, externalUrl, heading, href, id, image, label, link, name, routePath, saysInEnglish, siteOrigin, text, title, visibleText } from './primitives.ts';
import { translatedUi, ui } from './ui.ts';

const company = z
  .strictObject({
    name: name.describe('The company name as visitors see it; also the wordmark'),
    legalName: name.optional(),
    phone: z
      .string()
      .regex(/^\+?[0-9][0-9 ().-]{6,}[0-9]$/, {
        error: 'expected a phone number such as "+1 (204) 555-0123" (digits, spaces, brackets, dots and dashes)',
      })
      .describe('Shown in the footer and on /contact, dialled by tel: links'),
    email: z.email({ error: 'expected an e-mail address such as "sales@example.com"' }).describe('The sales e-mail'),
    director: name.describe('The director’s name (also the founder on /about)'),
    founded: z
      .string()
      .regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, { error: 'expected a year ("2024") or a year and month ("2024-11")' })
      .describe('Founding date; write {company.founded} in any text to show it'),
    yearsExperience: z.int().positive().describe('Combined years of the team’s experience'),
    address: z.strictObject({
      street: name.optional(),
      locality: name.describe('City or town'),
      region: z.string().regex(/^[A-Z]{2}$/, { error: 'expected a two-letter province code such as "MB"' }).describe('The province’s two-letter code'),
      regionName: name,
      postalCode: z
        .string()
        .regex(/^[A-Z]\d[A-Z] ?\d[A-Z]\d$/, { error: 'expected a Canadian postal code such as "R3C 0A5"' })
        .optional()
        .describe('The postal code, e.g. R3C 0A5'),
      country: z.string().regex(/^[A-Z]{2}$/, { error: 'expected a two-letter country code such as "CA"' }).describe('The country’s two-letter code'),
    })
    .describe('The postal address, for search engines'),
    areaServed: z.array(name).min(1).describe('Places the company serves, for search engines'),
    productNames: z
      .array(name)
      .max(20)
      .optional()
      .describe('Names of the products the site talks about, such as "Avaya Cloud Office": text keeps each on one line where it fits, as it does the company’s and the director’s names'),
    otherNames: z
      .array(name)
      .max(20)
      .optional()
      .describe('Other names the site mentions that text keeps on one line where they fit, such as an organization’s: "Santé Manitoba"'),
  })
  .describe('Facts about the company, written once and read everywhere they appear');

const settings = z
  .strictObject({
    url: siteOrigin,
    language: z
      .string()
      .regex(/^en(-[A-Z]{2})?$/, { error: 'expected an English language tag such as "en-CA"' })
      .default('en-CA')
      .describe('The language of the pages, as a tag such as "en-CA"'),
    themeColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, { error: 'expected a colour such as "#0B2545"' })
      .default('#0B2545')
      .describe('The colour browsers may tint their toolbar with'),
  })
  .describe('Settings for search engines and sharing');

export type MenuItemInput = {
  id: string;
  title: string;
  href: string;
  children?: MenuItemInput[] | undefined;
};
const menuItem: z.ZodType<MenuItemInput> = z.lazy(() =>
  z.strictObject({
    id,
    title: label.describe('The words in the menu'),
    href,
    children: z.array(menuItem).optional().describe('Items of the dropdown (at most three levels in all)'),
  }),
);

const redirect = z.strictObject({
  from: routePath.describe('The old path'),
  to: routePath.describe('The page it goes to; must be a page, not another redirect'),
});

const announcement = z
  .strictObject({
    id: id.describe('Change it to show a new announcement to visitors who dismissed the old one'),
    text,
    link: link.optional(),
  })
  .describe('A line at the very top on large screens; leave it out for no bar');

/** The header's row holds the wordmark, the menu, the language switch and this button: its words stay short. */
const MENU_ACTION_LABEL = 24;

const menuAction = z
  .strictObject({
    label: visibleText(MENU_ACTION_LABEL, 'a header button').describe(`The words on the button (at most ${MENU_ACTION_LABEL} characters: it shares the header's row with the menu)`),
    href,
  })
  .describe('A button after the menu on wide screens (from 1280 px): what most visitors come to do, such as booking a consultation');

const linkGroup = z.strictObject({ heading, links: z.array(link).min(1).describe('The links, top to bottom') }).describe('A column of links under a heading');

const footer = z.strictObject({
  blurb: text.optional().describe('A sentence under the company name'),
  contactHeading: saysInEnglish(heading, 'Contact'),
  directorLabel: saysInEnglish(label, 'Director').describe('The director’s role, under their name in the contact column'),
  importantLinks: linkGroup,
  companyLinks: linkGroup,
  social: z
    .array(
      z.strictObject({
        network: z.enum(SOCIAL_NETWORKS).describe('Which network, for its icon'),
        label: label.describe('The accessible name, e.g. "Our LinkedIn page"'),
        href: externalUrl,
      }),
    )
    .max(8)
    .describe('Icons linking to the company’s social network pages'),
  copyright: z
    .strictObject({
      year: z.int().min(2000).max(2100).optional().describe('The year in the copyright line; without one, the year the site is built'),
      text: saysInEnglish(text, 'All rights reserved.'),
    })
    .describe('The line at the very bottom: © year, company name and this text'),
}).describe('The dark band at the bottom of every page');

const testimonial = z.strictObject({
  id,
  name,
  company: name.describe('Their role and business'),
  text: text.describe('The quote itself'),
  translated: z
    .boolean()
    .optional()
    .describe('True when the quote is a translation of what the client said in the other language; the page then says so beneath it'),
  image: image.optional().describe('A portrait; without one, initials are shown'),
  delay: delay.describe('How long the testimonial waits, once in view, before it appears, in thousandths of a second (500 is half a second)'),
});

const page = z.strictObject({
  draft: z
    .boolean()
    .optional()
    .describe('True while the page is being written: it is saved and checked, but left out of the published site, its menu and its language switch until this is removed'),
  path: routePath.describe('The page’s address'),
  title: title.describe('The browser tab title; the company name is added after it'),
  description: text
    .max(160, { error: 'keep the description to 160 characters or fewer; search engines cut longer ones off' })
    .describe('What search engines show under the title (at most 160 characters)'),
  shareImage: image
    .optional()
    .describe('The picture shown when the page is shared (1200×630); without one, the build draws a card with the page’s title in the site’s colours'),
  blocks: z.array(block).min(1).describe('The page’s sections, top to bottom'),
});

/** The tag of the French pages' language. */
const languageTag = z.string().regex(/^fr(-[A-Z]{2})?$/, { error: 'expected a French language tag such as "fr-CA"' });

const french = z
  .strictObject({
    language: languageTag.default('fr-CA').describe('The language of the French pages, as a tag'),
    menu: z.array(menuItem).min(1).describe('The main navigation of the French pages'),
    menuAction: menuAction.optional(),
    announcement: announcement.optional(),
    footer,
    testimonials: z.array(testimonial).default([]).describe('What clients say, in French'),
    pages: z
      .array(
        page.extend({
          counterpart: routePath.describe('The path of the English page this page is the French version of, e.g. "/about"'),
        }),
      )
      .min(1)
      .describe('Every French page, each naming the English page it translates'),
    ui: translatedUi,
  })
  .describe('The French version of everything visitors read: the same sections as the English ones, with pages under /fr');

export const siteSchema = z
  .strictObject({
    $schema: z.string().optional().describe('Where editors find this file’s JSON Schema'),
    site: settings,
    company,
    menu: z.array(menuItem).min(1).describe('The main navigation, up to three levels'),
    menuAction: menuAction.optional(),
    redirects: z.array(redirect).default([]).describe('Old addresses and the pages they lead to'),
    announcement: announcement.optional(),
    footer,
    testimonials: z.array(testimonial).default([]).describe('What clients say; the carousel and the testimonials block show them'),
    pages: z.array(page).min(1).describe('Every page of the site, each with its address and blocks'),
    ui,
    fr: french.optional(),
  })
  .describe('The whole site: settings, company facts, navigation and every page');

export type Site = z.infer<typeof siteSchema>;
export type SiteInput = z.input<typeof siteSchema>;
export type Page = Site['pages'][number];
export type Block = Page['blocks'][number];
export type BlockType = Block['type'];
export type BlockOf<K extends BlockType> = Extract<Block, { type: K }>;
export type MenuItem = Site['menu'][number];
export type Testimonial = Site['testimonials'][number];
export type Link = z.infer<typeof link>;
export type Image = z.infer<typeof image>;
