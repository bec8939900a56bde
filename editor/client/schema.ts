import { figureLabelAdvice, figureLabelNotes, titleCaseAdvice, titleCaseNotes } from '../../core/title-case.ts';
import type { Path } from '../edits.ts';
import { tokenValues } from '../../core/facts.ts';
import type { LanguageCode } from '../../core/languages.ts';

/** The part of JSON Schema the forms are drawn from (see formSchema in pipeline/json-schema.ts). */
export interface JsonSchema {
  type?: string;
  /** What the field is called where its key would not say it (two fields named "tone", say). */
  title?: string;
  description?: string;
  default?: unknown;
  const?: unknown;
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

export type Data = Record<string, unknown>;

/** The schema itself, with a reference followed and a choice between block types left for `variantFor`. */
export function resolve(root: JsonSchema, schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  if (schema.$ref?.startsWith('#/$defs/')) return resolve(root, root.$defs?.[schema.$ref.slice('#/$defs/'.length)]);
  if (schema.anyOf && !schema.type) {
    const options = schema.anyOf.map((option) => resolve(root, option)).filter((option) => option !== undefined && option.type !== 'null');
    // A number or a text that holds one (a placeholder): one text field, a number written as a number.
    const text = options.find((option) => option!.type === 'string');
    if (text && options.some((option) => option!.type === 'number' || option!.type === 'integer')) return { ...text, format: 'number-or-text', description: schema.description ?? text.description };
    return options[0] ?? resolve(root, schema.anyOf[0]);
  }
  return schema;
}

/** The branch of a union that describes a value: a block by its `type`. */
export function variantFor(root: JsonSchema, schema: JsonSchema, value: unknown): JsonSchema | undefined {
  if (!schema.oneOf) return schema;
  const type = (value as Data | undefined)?.type;
  return resolve(
    root,
    schema.oneOf.find((option) => resolve(root, option)?.properties?.type?.const === type),
  );
}

/** The schema of the value at a path, following the data through lists and block types. */
export function schemaAt(root: JsonSchema, path: Path, data: unknown): JsonSchema | undefined {
  let schema = resolve(root, root);
  let value: unknown = data;
  for (const segment of path) {
    if (!schema) return undefined;
    schema = variantFor(root, schema, value);
    if (!schema) return undefined;
    if (typeof segment === 'number') schema = resolve(root, schema.items);
    else schema = resolve(root, schema.properties?.[segment]);
    value = (value as Record<string | number, unknown> | undefined)?.[segment];
  }
  return schema && variantFor(root, schema, value);
}

/** Keys whose plain reading says little to someone who does not write code. */
const LABELS: Record<string, string> = { menuAction: 'Header button', href: 'Link target', src: 'Picture', alt: 'Alt text', ui: 'Interface words', id: 'Id', url: 'Address', delay: 'Wait', speed: 'Transition time' };

/** What one item of each list of site.yaml is, as a person names it: the words of a list's add button. */
const ITEM_NOUNS: Record<string, string> = {
  areaServed: 'place served',
  productNames: 'product name',
  menu: 'menu item',
  children: 'submenu item',
  redirects: 'redirect',
  links: 'link',
  social: 'social network',
  testimonials: 'testimonial',
  pages: 'page',
  blocks: 'block',
  items: 'item',
  paragraphs: 'paragraph',
  list: 'line to the list',
  parts: 'part',
  sections: 'section',
  tiers: 'plan',
  features: 'feature',
  steps: 'step',
  questions: 'question',
  parties: 'party',
  groups: 'group',
  plans: 'plan',
  rows: 'row',
  details: 'fact',
  facts: 'fact',
  highlights: 'highlight',
  stages: 'stage',
};

/** What one item of the list under `key` is called: "submenu item"; "item" for a list without a name of its own. */
export const itemNoun = (key: string | number | undefined): string => (typeof key === 'string' ? ITEM_NOUNS[key] : undefined) ?? 'item';

/** The words of the button that adds an item to the list under `key`: "Add a submenu item". */
export function addLabel(key: string | number | undefined): string {
  const noun = typeof key === 'string' ? ITEM_NOUNS[key] : undefined;
  if (!noun) return 'Add an item';
  return `Add ${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** "secondaryAction" as a person reads it: "Secondary action". */
export function labelOf(key: string | number): string {
  if (typeof key === 'number') return `Item ${key + 1}`;
  if (LABELS[key]) return LABELS[key];
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The block types by their name in site.yaml, as a title: "call-to-action" is "Call to action". */
/** Block kinds whose type, spelled out, would not say what they are to the people who edit. */
const TYPE_LABELS: Record<string, string> = { faq: 'Questions and answers', flow: 'Flow diagram', proof: 'Proof strip', comparison: 'Comparison table' };

export const typeLabel = (type: string) => TYPE_LABELS[type] ?? labelOf(type);

/** What a new item starts as: its required fields, empty. */
export function initialValue(root: JsonSchema, schema: JsonSchema | undefined): unknown {
  const resolved = resolve(root, schema);
  if (!resolved) return '';
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.enum) return resolved.enum[0];
  switch (resolved.type) {
    case 'object':
      return Object.fromEntries((resolved.required ?? []).map((key) => [key, initialValue(root, resolved.properties?.[key])]));
    case 'array':
      return (resolved.minItems ?? 0) > 0 ? [initialValue(root, resolved.items)] : [];
    case 'integer':
    case 'number':
      return resolved.minimum ?? 0;
    case 'boolean':
      return false;
    default:
      return '';
  }
}

/** A short name for an item of a list: its title, heading, name or label, else its place. */
export function itemName(value: unknown, index: number): string {
  const item = value as Data | undefined;
  for (const key of ['title', 'heading', 'name', 'label', 'question', 'id', 'path', 'from']) {
    const text = item?.[key];
    if (typeof text === 'string' && text.trim()) return text;
  }
  return typeof value === 'string' && value ? value : `Item ${index + 1}`;
}

export const pathKey = (path: Path) => path.join('.');
export const fieldId = (path: Path) => `field-${pathKey(path)}`;

/** The company's facts a placeholder stands for, as each language's pages show them. */
export function factsOf(data: Data): Record<LanguageCode, Record<string, string>> {
  const company = (data.company ?? {}) as Record<string, unknown>;
  return { en: tokenValues(company, 'en'), fr: tokenValues(company, 'fr') };
}

/** Where the content leaves the house style (Title Case of English titles, French figures' words), said at each field it is about. */
export function houseStyleAdvice(data: Data): Map<string, string> {
  const said = (advice: string) => advice.replace(/^\w/, (first) => first.toUpperCase());
  return new Map([
    ...titleCaseNotes(data).map(({ path, words }) => [pathKey(path), said(titleCaseAdvice(words))] as const),
    ...figureLabelNotes(data).map(({ path, word }) => [pathKey(path), said(figureLabelAdvice(word))] as const),
  ]);
}

/** A text as the page shows it: "Why Choose {company.name}" reads "Why Choose Prairie Signal". Unknown placeholders stay. */
export const showFacts = (text: string, values: Record<string, string>) => text.replace(/\{([a-zA-Z]+\.[a-zA-Z]+)\}/g, (token, key: string) => values[key] ?? token);
