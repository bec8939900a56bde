import type { ComponentType } from 'react';
import type { Block } from '../../schema/site.ts';
import { blockComponents } from './registry.ts';

export function BlockView({ block }: { block: Block }) {
  const Component = (blockComponents as Record<string, ComponentType<Block> | undefined>)[block.type];
  if (!Component) throw new Error(`No block renderer for type "${block.type}"`);
  return <Component {...block} />;
}

/** A page is nothing but its blocks, top to bottom. */
export function BlockList({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) => <BlockView key={index} block={block} />);
}
