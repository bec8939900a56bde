import type { z } from 'zod';
import type { ImageSlotName } from '../../core/image-slots.ts';
import type { UiWord } from '../ui.ts';

/** The top-level lists a block may point into by id. */
export type Collection = 'testimonials';

/** A block's schema: a strict object whose `type` is a literal, the block's name in site.yaml. */
export type BlockSchema = z.ZodObject<{ type: z.ZodLiteral<string> } & z.core.$ZodLooseShape, z.core.$strict>;

/**
 * Everything the rest of the system needs to know about one block type, declared beside its schema
 * so that nothing else lists block types by hand.
 */
export interface BlockDefinition<Schema extends BlockSchema = BlockSchema> {
  schema: Schema;
  /** The block renders the page's one h1; each page has exactly one such block. */
  mainHeading: boolean;
  /** Fields holding ids from a top-level list (a single id or a list of ids), and which list. */
  references: { readonly [Field in keyof z.input<Schema>]?: Collection };
  /**
   * Where the block shows images, and in which of the layout's places (see core/image-slots.ts):
   * a field name, or names joined by dots through lists ("items.image" is the image of every item).
   */
  images: { readonly [field: string]: ImageSlotName };
  /** Interface words (the site's `ui` section) the block's component shows. */
  uiWords: readonly UiWord[];
  /** Content that shows the block at its best: for previews, and for the tests every block type passes. */
  example: z.input<Schema>;
}

type Traits<Schema extends BlockSchema> = Partial<Omit<BlockDefinition<Schema>, 'schema' | 'example'>> &
  Pick<BlockDefinition<Schema>, 'example'>;

export function defineBlock<Schema extends BlockSchema>(schema: Schema, traits: Traits<Schema>): BlockDefinition<Schema> {
  return { schema, mainHeading: false, references: {}, images: {}, uiWords: [], ...traits };
}

/**
 * Checks that each registry key is the `type` its schema declares (a type error otherwise, and an
 * error at start-up should a cast hide it), so a lookup by the name editors write cannot drift.
 */
export function registerBlocks<Registry extends { [Key in keyof Registry]: { schema: { shape: { type: { value: Key } } } } }>(
  registry: Registry,
): Registry {
  for (const [key, definition] of Object.entries(registry) as [string, BlockDefinition][]) {
    const declared = definition.schema.shape.type.value;
    if (declared !== key) throw new Error(`the block registered as "${key}" declares the type "${declared}"`);
  }
  return registry;
}
