import type { ComponentType } from 'react';
import type { Block, BlockOf, BlockType } from '../../schema/site.ts';
import { PlainBlock } from './PlainBlock.tsx';

/** One component per block type; a type without one fails the type check. */
export type BlockComponents = { [K in BlockType]: ComponentType<BlockOf<K>> };

export const blockComponents: BlockComponents = {
  hero: PlainBlock,
  'page-header': PlainBlock,
  cards: PlainBlock,
  banner: PlainBlock,
  'quick-links': PlainBlock,
  projects: PlainBlock,
  text: PlainBlock,
  summary: PlainBlock,
  founder: PlainBlock,
  tiers: PlainBlock,
  stats: PlainBlock,
  carousel: PlainBlock,
  quote: PlainBlock,
  contact: PlainBlock,
} satisfies Record<Block['type'], unknown>;
