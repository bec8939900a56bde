import { blockReferences, blockRegistry, BLOCK_TYPES } from '../schema/blocks/index.ts';
import type { BlockKind } from './protocol.ts';

/** Every block type, in the order editors are offered them, with what it is for and content that shows it at its best. */
export function blockGallery(): BlockKind[] {
  return BLOCK_TYPES.map((type) => ({
    type,
    description: blockRegistry[type].schema.description ?? '',
    // An example is a block as site.yaml writes it: a map of its fields.
    example: blockRegistry[type].example as Record<string, unknown>,
    mainHeading: blockRegistry[type].mainHeading,
    references: blockReferences(type),
  }));
}
