import { figureLabelAdvice, titleCaseAdvice } from '../core/title-case.ts';

/*
 * Every kind of problem validation reports, under a stable code. A message says what is wrong,
 * what was expected and what was found, in an editor's words; the hint says what to do, and
 * `checks` says what is checked, for the list in docs/checks.md (written from this catalogue by
 * `npm run schema`). Tests assert codes and places; a few pin the wording.
 */

const suggested = (suggestion: string | undefined) => (suggestion ? `, such as "${suggestion}"` : '');

interface Kind<Args extends unknown[]> {
  /** The part of the list of checks the check belongs to. */
  area: Area;
  /** What is checked, as docs/checks.md lists it. */
  checks: string;
  message: (...args: Args) => string;
  /** What to do about it. */
  hint: string;
}

export const AREAS = {
  file: 'The file',
  yaml: 'How the YAML is written',
  fields: 'Each field',
  links: 'Links, addresses and redirects',
  pages: 'Pages and their blocks',
  languages: 'English and French',
  images: 'Images',
  style: 'House style (advice: reported, never refused)',
} as const;
type Area = keyof typeof AREAS;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry keeps its own argument types
const kind = <Args extends any[]>(area: Area, checks: string, message: (...args: Args) => string, hint: string): Kind<Args> => ({ area, checks, message, hint });
/** A kind whose message is fixed, written where the schema declares the field (see `schemaMessage`). */
const fixed = (area: Area, checks: string, message: string, hint: string) => kind(area, checks, () => message, hint);

export const CATALOGUE = {
  // The file
  'file-unreadable': kind('file', 'The file exists and is a file', (reason: string) => reason, 'Give the path of a site.yaml file.'),
  'file-not-utf8': kind(
    'file',
    'The file is UTF-8',
    (byte: string) =>
      `the file is not valid UTF-8: the byte 0x${byte} here is not part of any character; save the file as UTF-8 (a Latin-1 or Windows-1252 "é" looks like this)`,
    'Save the file as UTF-8.',
  ),
  'file-too-large': kind(
    'file',
    'The file is at most 25 MB',
    (size: string, limit: string) => `the file is ${size}; a site's content fits in ${limit} (a larger file is a mistake, such as a pasted photo or log)`,
    'Check that this is the site.yaml file; remove what does not belong in it.',
  ),
  'file-empty': fixed('file', 'The file is not empty', 'the file is empty; expected the site’s sections: site, company, menu, footer and pages', 'Start from the sections the site needs.'),
  'document-not-a-map': kind(
    'file',
    'The document is a map of sections',
    (found: string) => `expected a map of the site’s sections (site, company, menu, footer, pages), found ${found}`,
    'Write the sections as keys at the start of their lines.',
  ),

  // How the YAML is written
  'yaml-duplicate-key': kind('yaml', 'Each key appears once in its map', (key: string) => `duplicate key "${key}"; each key may appear only once in a map`, 'Remove or rename one of the two.'),
  'yaml-several-documents': fixed(
    'yaml',
    'The file is one YAML document',
    'invalid YAML: the file holds more than one document (a second "---" line); expected a single document',
    'Remove the second "---" line.',
  ),
  'yaml-tab-indent': fixed('yaml', 'Lines are indented with spaces', 'invalid YAML: a tab is used for indentation; indent with spaces', 'Replace the tabs at the start of the line with spaces.'),
  'yaml-unquoted-value': kind(
    'yaml',
    'A value that YAML would misread is quoted',
    (what: string) => `invalid YAML: ${what} must be put in quotes`,
    'Put the value in double quotes.',
  ),
  'yaml-unclosed-quote': fixed('yaml', 'Every quote is closed', 'invalid YAML: the quote opened here is never closed', 'Close the quote at the end of the value.'),
  'yaml-syntax': kind('yaml', 'The file is valid YAML', (parser: string) => `invalid YAML: ${parser}`, 'Compare the line with the lines around it.'),
  'yaml-too-deep': kind(
    'yaml',
    'The document is nested a few levels, not thousands',
    (limit?: number) =>
      limit === undefined
        ? 'the document is nested too deeply to read (thousands of levels of brackets or indentation); a site file needs only a few levels'
        : `the document is nested more than ${limit} levels deep here; a site file needs only a few levels`,
    'Remove the extra brackets or indentation.',
  ),
  'yaml-too-many-aliases': kind(
    'yaml',
    'Anchors and aliases are few (no "alias bomb")',
    (limit: number) => `too many aliases: the document would expand past ${limit} alias uses (an "alias bomb"); expected content written out or a few anchors reused`,
    'Write the content out.',
  ),
  'yaml-unreadable': kind('yaml', 'The YAML can be turned into data', (reason: string) => `the file could not be read as YAML: ${reason}`, 'Compare the line with the lines around it.'),
  'yaml-merge-key': fixed(
    'yaml',
    'No merge keys ("<<")',
    'merge keys ("<<") are not supported; write the fields out (an anchor and alias "*name" can still repeat a whole value)',
    'Write the fields out.',
  ),
  'yaml-tag': kind(
    'yaml',
    'No YAML tags ("!!binary", "!include", …)',
    (tag: string) => `${tag === '!!binary' ? 'binary data ("!!binary") is not supported' : `the YAML tag "${tag}" is not supported`}; write the value itself, as text, a number, true/false, a list or a map`,
    'Write the value itself.',
  ),
  'yaml-number-too-large': kind('yaml', 'Numbers are finite', (written: string) => `"${written}" is not a number the site can use; expected a finite number such as 1200`, 'Write a smaller number.'),

  // Each field
  'hidden-character': kind(
    'fields',
    'Texts and keys hold no invisible or direction-changing characters',
    (where: 'text' | 'key', what: string) => `the ${where} holds a hidden character: ${what}`,
    'Retype the text.',
  ),
  'unknown-placeholder': kind(
    'fields',
    'Placeholders such as {company.phone} are known',
    (written: string, known: readonly string[]) => `unknown placeholder ${written}; expected one of: ${known.map((key) => `{${key}}`).join(', ')}`,
    'Use one of the placeholders listed.',
  ),
  'placeholder-malformed': kind(
    'fields',
    'Placeholders are written exactly, one brace on each side: {company.phone}',
    (written: string) => `"${written}" is not a placeholder; write one exactly as {company.name}, with one brace on each side and no spaces, and leave other braces out`,
    'Write the placeholder as {section.field}.',
  ),
  'missing-field': kind('fields', 'Required fields are there', (field: string, expected: string) => `the required field "${field}" is missing; expected ${expected}`, 'Add the field.'),
  'wrong-type': kind(
    'fields',
    'Each value is of its field’s kind (text, number, list, …)',
    (expected: string, found: string, quote?: string) => `expected ${expected}, found ${found}${quote === undefined ? '' : `; put it in quotes ("${quote}") to keep it as text`}`,
    'Write the kind of value the field takes.',
  ),
  'unknown-field': kind(
    'fields',
    'Every field is one the schema knows, with a suggestion for a misspelt one',
    (key: string, suggestion: string | undefined, allowed: readonly string[]) =>
      `unknown field "${key}"; ${suggestion ? `did you mean "${suggestion}"? ` : ''}expected one of: ${allowed.join(', ')}`,
    'Correct the spelling, or remove the field.',
  ),
  'unknown-block-type': kind(
    'fields',
    'Every block has a known type, with a suggestion for a misspelt one',
    (what: string, suggestion: string | undefined, types: string) => `${what}; ${suggestion ? `did you mean "${suggestion}"? ` : ''}expected one of: ${types}`,
    'Use one of the block types listed.',
  ),
  'no-matching-form': kind('fields', 'A field that takes one of several forms has one of them', (expected: string, found: string) => `expected one of ${expected}; found ${found}`, 'Use one of the forms listed.'),
  'value-not-allowed': kind('fields', 'A field with a fixed list of values has one of them', (expected: string, found: string) => `expected ${expected}; found ${found}`, 'Use one of the values listed.'),
  'too-few': kind('fields', 'Lists and numbers are not below their limits', (expected: string, found: string) => `expected ${expected}; found ${found}`, 'Add items, or raise the number.'),
  'too-many': kind('fields', 'Lists, texts and numbers are not above their limits', (expected: string, found: string) => `expected ${expected}; found ${found}`, 'Remove items, or shorten the text.'),
  'text-too-long': kind('fields', 'Texts are not longer than their kind allows (a heading 100 characters, a label 60, …)', (limit: string, found: string) => `${limit}; found ${found}`, 'Shorten the text.'),
  'text-empty': fixed('fields', 'Texts are not empty', 'text must not be empty', 'Write the text, or remove the field if it is optional.'),
  'text-blank': fixed('fields', 'Texts have visible characters', 'text must have visible characters, not only spaces', 'Write the text.'),
  'text-markup': kind(
    'fields',
    'Texts are plain text, without HTML',
    (what: 'text' | 'alt text' = 'text') => `${what} must be plain text; remove the "<" or ">"${what === 'text' ? ' (HTML and markup are not allowed)' : ''}`,
    'Remove the markup.',
  ),
  'wrong-format': kind('fields', 'Values have their field’s form (a phone number, an e-mail address, a colour, an id, …)', (expected: string, found: string) => `${expected}; found ${found}`, 'Write the value in the form shown.'),
  'not-valid': kind('fields', 'Any other limit the schema sets', (reason: string, found: string) => `${reason}; found ${found}`, 'Correct the value.'),

  // Links, addresses and redirects
  'link-plain-http': fixed('links', 'Web links are https://', 'plain http:// links are not allowed; use the https:// address', 'Use the https:// address.'),
  'link-user-part': fixed(
    'links',
    'Web links hide no user name before "@"',
    'the address has a user name before "@", which hides where the link really goes; remove the part up to "@"',
    'Remove the part up to "@".',
  ),
  'link-target': fixed(
    'links',
    'Links go to a page, https://, mailto: or tel:',
    'link target is not allowed; expected an internal path such as "/contact", an https:// address, mailto: or tel:',
    'Link to a page of the site or a full https:// address.',
  ),
  'link-to-draft': kind(
    'links',
    'Links lead to published pages, not to drafts (menu items leading to a draft are left out until it is ready)',
    (href: string) => `the link "${href}" leads to a draft page, which is not published; mark that page ready, or link to another page`,
    'Mark the page ready, or link elsewhere.',
  ),
  'link-leads-nowhere': kind(
    'links',
    'Internal links lead to a page or a redirect',
    (href: string, suggestion?: string) => `the link "${href}" leads nowhere; expected the path of a page or a redirect${suggested(suggestion)}`,
    'Link to a page that exists.',
  ),
  'path-too-long': fixed(
    'links',
    'Addresses are at most 200 characters, each part between slashes at most 60',
    'keep an address to 200 characters or fewer, and each part between slashes to 60',
    'Shorten the address.',
  ),
  'path-reserved': fixed(
    'links',
    'No page or redirect is under /assets or /images, which hold the site’s files',
    'addresses under /assets and /images hold the site’s files (they are cached for a year); give the page or redirect another address',
    'Choose another address.',
  ),
  'site-url-origin': fixed(
    'links',
    'The site’s address is https:// and a host name, nothing after it',
    'expected the address the site is published at: https:// and its host name only, such as "https://www.example.ca", with no path, query or "#"',
    'Keep only https:// and the host name.',
  ),
  'page-is-draft': kind(
    'pages',
    'A page marked "draft: true" is checked with advice, not refusals, and left out of the published site, its menu, sitemap and language switch',
    (path: string) => `the page "${path}" is a draft: saved, but not published until it is marked ready (remove "draft: true")`,
    'Mark the page ready once it is finished; what is found in it until then is advice.',
  ),
  'home-page-missing': kind(
    'links',
    'Each language has its home page ("/", and "/fr" with French pages)',
    (path: string, where: string) => `there is no page at "${path}"; the logo, the 404 page and the language switch lead there, so add a home page to ${where}`,
    'Add the home page.',
  ),
  'route-twice': kind('links', 'Every page has an address of its own', (path: string, first: string) => `the route "${path}" is defined twice; the first is ${first}`, 'Give one of the pages another address.'),
  'redirect-from-page': kind('links', 'A redirect does not start at a page', (from: string) => `"${from}" is a page, so it cannot also be redirected; remove the redirect or the page`, 'Remove the redirect or the page.'),
  'redirect-twice': kind('links', 'An address is redirected once', (from: string) => `"${from}" is redirected twice; keep one redirect`, 'Keep one redirect.'),
  'redirect-to-nowhere': kind(
    'links',
    'A redirect leads to a page',
    (to: string, suggestion?: string) => `the redirect target "${to}" is not a page; expected the path of a page${suggested(suggestion)}`,
    'Point the redirect at a page.',
  ),
  'redirect-loop': kind('links', 'Redirects do not loop', (chain: readonly string[]) => `redirect loop: ${chain.join(' → ')}; point each redirect at a page`, 'Point each redirect at a page.'),
  'redirect-chain': kind(
    'links',
    'A redirect leads straight to its page, not through another redirect',
    (chain: readonly string[]) => `redirect chain: ${chain.join(' → ')}; point "${chain[0]}" straight at "${chain.at(-1)}"`,
    'Point the redirect at the page itself.',
  ),
  'menu-too-deep': kind(
    'links',
    'The menu is at most three levels deep',
    (depth: number, limit: number) => `the menu is nested ${depth} levels deep here; at most ${limit} levels are allowed, so move these items up a level`,
    'Move the items up a level.',
  ),

  // Pages and their blocks
  'id-twice': kind('pages', 'Ids are unique in their list, section ids on their page', (what: string, id: string, where = '') => `the ${what} id "${id}" is used twice; ids must be unique${where}`, 'Give one of them another id.'),
  'section-id-taken': kind('pages', 'A section id is not one the page itself uses (main, root)', (id: string) => `the section id "${id}" is taken by the page itself; choose another`, 'Choose another id.'),
  'unknown-reference': kind(
    'pages',
    'Testimonials a block chooses by id exist',
    (collection: string, id: string, ids: readonly string[], list: string) =>
      `no ${collection.replace(/s$/, '')} has the id "${id}"; expected one of: ${ids.length > 0 ? list : `(the ${collection} list is empty)`}`,
    'Use an id from the list.',
  ),
  'nothing-to-show': kind(
    'pages',
    'A block that shows every testimonial has some to show',
    (collection: string) => `the ${collection} list is empty, so this block has nothing to show; add ${collection} or remove the block`,
    'Add to the list, or remove the block.',
  ),
  'two-highlighted-plans': kind('pages', 'At most one plan of a block is highlighted', (first: number) => `only one plan of a block can be highlighted; tiers.${first} already is`, 'Highlight one plan.'),
  'comparison-values': kind(
    'pages',
    'Each row of a comparison has one value for each plan',
    (plans: number, found: number) => `expected one value for each of the ${plans} plans, in their order; found ${found}`,
    'Give each plan its value: true, false or a few words.',
  ),
  'comparison-highlight': kind(
    'pages',
    'A comparison highlights one of the plans it compares',
    (found: string, plans: string) => `"${found}" is not one of the plans compared; expected one of: ${plans}`,
    'Name a plan as "plans" spells it.',
  ),
  'no-main-heading': kind('pages', 'Every page has one main heading (a hero or a page header)', (choice: string) => `the page has no main heading; expected one ${choice} block`, 'Add a hero or a page header.'),
  'second-main-heading': kind('pages', 'No page has two main headings', (choice: string) => `the page already has a main heading; expected one ${choice} block per page`, 'Keep one.'),

  // English and French
  'french-address-in-english': kind(
    'languages',
    'English pages have English addresses',
    (path: string) => `"${path}" is an address for French pages; put this page under fr.pages, or give it an English address`,
    'Move the page to fr.pages.',
  ),
  'french-address-outside-fr': kind(
    'languages',
    'French pages live under /fr',
    (prefix: string, path: string) => `a French page's address starts with ${prefix}, such as "${prefix}${path === '/' ? '' : path}"`,
    'Put the address under /fr.',
  ),
  'counterpart-is-french': kind(
    'languages',
    'A French page names the English page it translates',
    (counterpart: string) => `"${counterpart}" is a French address; expected the path of the English page this page translates`,
    'Name the English page.',
  ),
  'counterpart-not-a-page': kind(
    'languages',
    'The English page a French page translates exists',
    (counterpart: string, suggestion?: string) => `"${counterpart}" is not an English page; expected the path of the English page this page translates${suggested(suggestion)}`,
    'Name an English page.',
  ),
  'counterpart-twice': kind(
    'languages',
    'Each English page has one French version',
    (counterpart: string, first: string) => `"${counterpart}" already has a French version, ${first}; each English page has one`,
    'Remove one of the two French pages.',
  ),
  'english-words-in-french-address': kind(
    'languages',
    'French addresses are in French',
    (words: readonly string[], counterpart: string, suggestion: string) =>
      `the address keeps the English word${words.length > 1 ? 's' : ''} "${words.join('", "')}" of ${counterpart}; give it French words, such as "${suggestion}" (a word French shares, such as a product name, may stay)`,
    'Give the address French words.',
  ),
  'no-french-version': kind(
    'languages',
    'Every English page has its French version',
    (path: string) => `the page "${path}" has no French version yet; add a French page whose counterpart is "${path}" (under fr.pages in site.yaml)`,
    'Add the French page.',
  ),
  'french-words-left-out': kind(
    'languages',
    'The French section gives its own words wherever a field left out would say English ones (a button, a card link, the contact labels, the copyright line)',
    (field: string, english: string) => `the French pages need their own words for ${field}; left out, it says "${english}" in English`,
    'Write the field in French, even where the French word is the same.',
  ),
  'link-across-languages': kind(
    'languages',
    'Pages link to pages of their own language (the language switch links across)',
    (href: string, other: string, own: string, version?: string) =>
      `the link "${href}" leads to the ${other} page from the ${own} pages; link to ${version ? `its ${own} version, "${version}"` : `a ${own} page`}`,
    'Link to the page in the same language.',
  ),

  // Images
  'image-missing': kind('images', 'Every image named exists in public/', (src: string) => `the image "${src}" does not exist; expected a file at public${src}`, 'Add the file, or correct the path.'),
  'image-outside-public': kind(
    'images',
    'An image is not a link to a file outside public/',
    (src: string) => `the image "${src}" is a link to a file outside public/; copy the image into public/images instead`,
    'Copy the image into public/images.',
  ),
  'image-is-folder': kind('images', 'An image is a file, not a folder', (src: string) => `the image "${src}" is a folder, not a file; expected an image file at public${src}`, 'Name the file, not its folder.'),
  'image-wrong-format': kind(
    'images',
    'An image is of the format its name says',
    (src: string, format: string) => `the file public${src} is not a ${format.toUpperCase()} image, whatever its name says; expected a real .${format} file`,
    'Export the image again in the format its name says.',
  ),
  'image-unusable': kind(
    'images',
    'An image can be read, is a JPEG, PNG, WebP, AVIF or SVG, is whole, under 20 MB and 50 megapixels, and an SVG has a size',
    (src: string, reason: string) => `public${src}: ${reason}`,
    'Export the image again for the web.',
  ),
  'image-size-mismatch': kind(
    'images',
    'A width or height typed in is the file’s own',
    (side: string, typed: string, actual: string) => `${side} is ${typed}, but ${actual}; leave width and height out, the build reads them from the file`,
    'Leave width and height out.',
  ),
  'image-too-tall': kind(
    'images',
    'A photo shown uncropped is not so tall that its files cannot be encoded',
    (src: string, shape: string, height: string) =>
      `public${src} is ${shape}: shown uncropped here, its largest file would be ${height} px tall, more than the 16,383 px a WebP image can hold; crop it to a usual shape`,
    'Crop the photo.',
  ),
  'image-too-small': kind(
    'images',
    'A photo is at least as wide as its place shows it',
    (src: string, shape: string, widest: string, sharp: string) =>
      `public${src} is ${shape}, but it is shown up to ${widest} px wide here and would look blurred; use a photo at least ${widest} px wide, ${sharp} px for sharp phone screens`,
    'Use a larger photo.',
  ),

  // House style: advice, never a reason to refuse the file
  'style-title-case': kind(
    'style',
    'An English heading, page title or project name is in Title Case',
    (words: string[]) => titleCaseAdvice(words),
    'Start each word but the small ones inside with a capital, as "How We Build Websites".',
  ),
  'style-figure-label': kind(
    'style',
    'A French figure’s words start in lower case, as they continue it',
    (word: string) => figureLabelAdvice(word),
    'Write « ans d’expérience » under « Plus de 30 », not « Ans d’expérience ».',
  ),
} satisfies Record<string, Kind<never[]>>;

export type ProblemCode = keyof typeof CATALOGUE;
export type MessageArgs<C extends ProblemCode> = Parameters<(typeof CATALOGUE)[C]['message']>;

