import { Suspense, use, type ComponentType } from 'react';
import type { Block } from '../../schema/site.ts';
import type { BlockAtRestData } from '../view-model.ts';
import { BLOCK_FRAME_ATTRIBUTE, BlockAtRest } from './BlockAtRest.tsx';
import { blockComponents } from './registry.ts';
import { LIVELY_BLOCKS } from './lively.ts';
import { livelyBlockAt } from '../routing/page-registry.ts';

export function BlockView({ block }: { block: Block }) {
  const Component = (blockComponents as Record<string, ComponentType<Block> | undefined>)[block.type];
  if (!Component) throw new Error(`No block renderer for type "${block.type}"`);
  return <Component {...block} />;
}

/** A lively block of the page the document came with: the prerendered one until its code comes as it nears the view, then hydrated. */
function LivelyAtRest({ place }: { place: number }) {
  const { block, Component } = use(livelyBlockAt(place));
  const Drawn = Component as ComponentType<Block>;
  return <Drawn {...block} />;
}

/**
 * A page is nothing but its blocks, top to bottom, each in a frame of its own: the same element
 * whether the block is drawn or left at rest, so the page the document came with hydrates as it
 * was prerendered, and a page shown by navigation has the markup of a fresh load. On the page the
 * document came with (`atRest`), a lively block is hydrated once the page's whole chunk has come,
 * which it does as the block nears the view; until then the prerendered block shows. A lively
 * block has a Suspense boundary of its own, on the server as in the browser.
 */
export function BlockList({ blocks, atRest = false }: { blocks: ReadonlyArray<Block | BlockAtRestData>; atRest?: boolean }) {
  return blocks.map((block, index) => {
    const lively = LIVELY_BLOCKS.has(block.type);
    if ('atRest' in block && !(lively && atRest)) return <BlockAtRest key={index} type={block.type} />;
    const view = 'atRest' in block ? <LivelyAtRest place={index} /> : <BlockView block={block} />;
    return (
      <div key={index} {...{ [BLOCK_FRAME_ATTRIBUTE]: block.type }}>
        {lively ? <Suspense fallback={null}>{view}</Suspense> : view}
      </div>
    );
  });
}
