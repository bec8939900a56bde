import { blockReferences, blockRegistry, BLOCK_TYPES } from '../schema/blocks/index.ts';

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
