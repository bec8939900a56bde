import type { ComponentType } from 'react';
import type { Block } from '../../schema/site.ts';
import type { BlockAtRestData } from '../view-model.ts';
import { BLOCK_FRAME_ATTRIBUTE, BlockAtRest } from './BlockAtRest.tsx';
import { blockComponents } from './registry.ts';

export function BlockView({ block }: { block: Block }) {
  const Component = (blockComponents as Record<string, ComponentType<Block> | undefined>)[block.type];
  if (!Component) throw new Error(`No block renderer for type "${block.type}"`);
  return <Component {...block} />;
}

/**
 * A page is nothing but its blocks, top to bottom, each in a frame of its own: the same element
 * whether the block is drawn or left at rest, so the page the document came with hydrates as it
 * was prerendered, and a page shown by navigation has the markup of a fresh load.
 */
export function BlockList({ blocks }: { blocks: ReadonlyArray<Block | BlockAtRestData> }) {
  return blocks.map((block, index) =>
    'atRest' in block ? (
      <BlockAtRest key={index} type={block.type} />
    ) : (
      <div key={index} {...{ [BLOCK_FRAME_ATTRIBUTE]: block.type }}>
        <BlockView block={block} />
      </div>
    ),
  );
}
