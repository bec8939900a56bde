import { stringify } from 'yaml';
import { z } from 'zod';
import { blockRegistry, BLOCK_TYPES, MAIN_HEADING_TYPES } from '../schema/blocks/index.ts';
import { HIDDEN_CHARACTERS } from '../schema/characters.ts';
import { DERIVED_TOKENS } from '../core/facts.ts';
import type { FieldKind } from '../schema/primitives.ts';
import { siteSchema } from '../schema/site.ts';

export const JSON_SCHEMA_FILE = 'schema/site.schema.json';

type JsonSchema = Record<string, unknown>;

/** What a string check of the schema declares: its kind, its limit or pattern, and the message the build gives. */
interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  error?: (issue: unknown) => unknown;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every placeholder text may use: each company fact that is text or a number, and those derived from them. */
const TOKEN_NAMES = [
  ...Object.entries(siteSchema.shape.company.shape)
    .filter(([, field]) => {
      const inner = field instanceof z.ZodOptional ? field.unwrap() : field;
      return ['string', 'number'].includes(inner.type);
    })
    .map(([key]) => `company.${key}`),
  ...DERIVED_TOKENS,
];

/** A text may hold placeholders, but only ones the build knows. */
const KNOWN_PLACEHOLDERS_ONLY = `^(?:[^{]|\\{(?![a-zA-Z]+\\.[a-zA-Z]+\\})|\\{(?:${TOKEN_NAMES.map(escapeRegExp).join('|')})\\})*$`;
const HAS_PLACEHOLDER = '\\{company\\.[a-zA-Z]+\\}';
const placeholderMessage = `unknown placeholder; expected one of: ${TOKEN_NAMES.map((name) => `{${name}}`).join(', ')}`;

/**
 * A string's checks as the YAML language server shows them: each with the message the build gives
 * (patternErrorMessage, errorMessage), placeholders checked by name, and lengths left to the build
 * when a placeholder makes the final length unknown here.
 */
function stringChecks(checks: readonly CheckDef[]): JsonSchema[] {
  const rules: JsonSchema[] = [];
  for (const check of checks) {
    const message = check.error?.({}) as string | undefined;
    if (check.check === 'string_format' && check.format === 'regex' && check.pattern) {
      rules.push({ pattern: check.pattern.source, patternErrorMessage: message ?? `expected text of the form ${check.pattern.source}` });
    } else if (check.check === 'min_length' && check.minimum !== undefined) {
      rules.push({ minLength: check.minimum, errorMessage: message ?? `expected at least ${check.minimum} characters` });
    } else if (check.check === 'max_length' && check.maximum !== undefined) {
      rules.push({ anyOf: [{ maxLength: check.maximum }, { pattern: HAS_PLACEHOLDER }], errorMessage: message ?? `expected at most ${check.maximum} characters` });
    } else if (check.check === 'length_equals' && check.length !== undefined) {
      rules.push({ minLength: check.length, maxLength: check.length, errorMessage: message ?? `expected exactly ${check.length} character${check.length === 1 ? '' : 's'}` });
    }
  }
  rules.push({ pattern: KNOWN_PLACEHOLDERS_ONLY, patternErrorMessage: placeholderMessage });
  rules.push({ pattern: `^[^${HIDDEN_CHARACTERS}]*$`, patternErrorMessage: 'the text holds a hidden character (invisible, or one that changes the direction of the text); remove it' });
  return rules;
}

/** An example block as YAML, for the hover text of its type. */
const exampleYaml = (type: (typeof BLOCK_TYPES)[number]) => stringify([blockRegistry[type].example], { lineWidth: 100 }).trimEnd();

/**
 * A block is dispatched on its `type` with if/then rather than a plain union, so that editors see
 * the list of block types (with descriptions) for an unknown type, and a mistake inside a block
 * reported against that block's own fields rather than against every other kind of block.
 */
function blockDispatch(union: { oneOf: JsonSchema[] }): JsonSchema {
  const branches = union.oneOf;
  const typeOf = (branch: JsonSchema) => (branch.properties as Record<string, { const: (typeof BLOCK_TYPES)[number] }>).type!.const;
  return {
    type: 'object',
    required: ['type'],
    properties: {
      type: {
        description: 'The kind of block; each kind has its own fields',
        enum: branches.map(typeOf),
        enumDescriptions: branches.map((branch) => branch.description),
        markdownEnumDescriptions: branches.map((branch) => `${branch.description}\n\n\`\`\`yaml\n${exampleYaml(typeOf(branch))}\n\`\`\``),
        errorMessage: `unknown block type; expected one of: ${BLOCK_TYPES.map((type) => `"${type}"`).join(', ')}`,
      },
    },
    allOf: branches.map((branch) => {
      const type = typeOf(branch);
      const properties = branch.properties as Record<string, JsonSchema>;
      return {
        if: { properties: { type: { const: type } }, required: ['type'] },
        then: { ...branch, title: type, properties: { ...properties, type: { const: type, description: branch.description } } },
      };
    }),
  };
}

/**
 * The site's schema as JSON Schema, for one of two readers: `editors` (the YAML language server:
 * every check with the build's own message, blocks dispatched on their type, one main heading per
 * page) or `forms` (the visual editor: the shape, defaults and descriptions, with each field that
 * takes a control of its own marked by its kind, `format: "site-link"`, `"site-image"` or `"site-path"`).
 */
function toJsonSchema(reader: 'editors' | 'forms'): JsonSchema {
  return z.toJSONSchema(siteSchema, {
    io: 'input',
    ...(reader === 'editors' ? { target: 'draft-2020-12' } : { unrepresentable: 'any' }),
    override({ zodSchema, jsonSchema }) {
      const target = jsonSchema as JsonSchema & Partial<FieldKind>;
      const kind = target.siteKind;
      delete target.siteKind;
      if (reader === 'forms') {
        if (kind) target.format = `site-${kind}`;
        return;
      }
      const def = zodSchema._zod.def as { type: string; checks?: { _zod: { def: CheckDef } }[] };
      if (def.type === 'string') {
        for (const key of ['pattern', 'minLength', 'maxLength', 'allOf']) delete target[key];
        target.allOf = stringChecks((def.checks ?? []).map((check) => check._zod.def));
      }
      if (def.type === 'union' && 'oneOf' in target && zodSchema === siteSchema.shape.pages.element.shape.blocks.element) {
        const dispatched = blockDispatch(target as { oneOf: JsonSchema[] });
        for (const key of Object.keys(target)) delete target[key];
        Object.assign(target, dispatched);
      }
    },
  }) as JsonSchema;
}

/** The schema the editor's forms are drawn from (see `toJsonSchema`). */
export const formSchema = (): JsonSchema => toJsonSchema('forms');

/** The JSON Schema editors use for autocomplete, derived from the Zod schema and never edited by hand. */
export function siteJsonSchema(): string {
  const schema = toJsonSchema('editors');
  const blocks = (schema as unknown as { properties: { pages: { items: { properties: { blocks: JsonSchema } } } } }).properties.pages.items.properties.blocks;
  Object.assign(blocks, {
    contains: { type: 'object', properties: { type: { enum: MAIN_HEADING_TYPES } }, required: ['type'] },
    minContains: 1,
    maxContains: 1,
    errorMessage: `a page has exactly one main heading: one ${MAIN_HEADING_TYPES.map((type) => `"${type}"`).join(' or ')} block`,
  });
  return `${JSON.stringify({ ...schema, title: 'site.yaml' }, null, 2)}\n`;
}
