import { stringify } from 'yaml';
import { z } from 'zod';
import { blockRegistry, BLOCK_TYPES, MAIN_HEADING_TYPES } from '../schema/blocks/index.ts';
import { HIDDEN_CHARACTERS } from '../schema/characters.ts';
import { DERIVED_TOKENS } from '../schema/placeholders.ts';
import { siteSchema } from '../schema/site.ts';

export const JSON_SCHEMA_FILE = 'schema/site.schema.json';

type JsonSchema = Record<string, unknown>;

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
      return ['string', 'number'].includes(inner._zod.def.type);
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

/** The JSON Schema editors use for autocomplete, derived from the Zod schema and never edited by hand. */
export function siteJsonSchema(): string {
  const schema = z.toJSONSchema(siteSchema, {
    io: 'input',
    target: 'draft-2020-12',
    override({ zodSchema, jsonSchema }) {
      const def = (zodSchema as unknown as { _zod: { def: { type: string; checks?: { _zod: { def: CheckDef } }[] } } })._zod.def;
      if (def.type === 'string') {
        const target = jsonSchema as JsonSchema;
        for (const key of ['pattern', 'minLength', 'maxLength', 'allOf']) delete target[key];
        target.allOf = stringChecks((def.checks ?? []).map((check) => check._zod.def));
      }
      if (def.type === 'union' && 'oneOf' in jsonSchema && zodSchema === (siteSchema.shape.pages.element.shape.blocks.element as unknown)) {
        const dispatched = blockDispatch(jsonSchema as { oneOf: JsonSchema[] });
        for (const key of Object.keys(jsonSchema)) delete (jsonSchema as JsonSchema)[key];
        Object.assign(jsonSchema, dispatched);
      }
    },
  });
  const blocks = (schema as unknown as { properties: { pages: { items: { properties: { blocks: JsonSchema } } } } }).properties.pages.items.properties.blocks;
  Object.assign(blocks, {
    contains: { type: 'object', properties: { type: { enum: MAIN_HEADING_TYPES } }, required: ['type'] },
    minContains: 1,
    maxContains: 1,
    errorMessage: `a page has exactly one main heading: one ${MAIN_HEADING_TYPES.map((type) => `"${type}"`).join(' or ')} block`,
  });
  return `${JSON.stringify({ ...schema, title: 'site.yaml' }, null, 2)}\n`;
}
