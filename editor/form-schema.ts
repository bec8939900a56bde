import { z } from 'zod';
import { blockReferences, blockRegistry, BLOCK_TYPES } from '../schema/blocks/index.ts';
import { image, LINK_PATTERN } from '../schema/primitives.ts';
import { siteSchema } from '../schema/site.ts';

/**
 * The schema the editor's forms are drawn from: the JSON Schema of what site.yaml accepts, as the
 * validator's own Zod schema describes it (labels from the keys, help from the descriptions,
 * defaults as placeholders), with the fields that need a picker marked: a link (`format:
 * "site-link"`) offers the site's pages, an image (`format: "site-image"`) the pictures in public/.
 */
export function formSchema(): unknown {
  const imageShape = (image as unknown as { _zod: { def: { shape: unknown } } })._zod.def.shape;
  return z.toJSONSchema(siteSchema, {
    io: 'input',
    unrepresentable: 'any',
    override({ zodSchema, jsonSchema }) {
      const def = (zodSchema as unknown as { _zod: { def: { type: string; shape?: unknown; checks?: { _zod: { def: { pattern?: RegExp } } }[] } } })._zod.def;
      if (def.type === 'string' && def.checks?.some((check) => check._zod.def.pattern === LINK_PATTERN)) jsonSchema.format = 'site-link';
      if (def.type === 'object' && def.shape === imageShape) jsonSchema.format = 'site-image';
    },
  });
}

/** Every block type, in the order editors are offered them, with what it is for and content that shows it at its best. */
export function blockGallery(): { type: string; description: string; example: unknown; mainHeading: boolean; references: [string, string][] }[] {
  return BLOCK_TYPES.map((type) => ({
    type,
    description: blockRegistry[type].schema.description ?? '',
    example: blockRegistry[type].example,
    mainHeading: blockRegistry[type].mainHeading,
    references: blockReferences(type),
  }));
}
