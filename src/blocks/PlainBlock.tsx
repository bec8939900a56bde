import type { Block } from '../../schema/site.ts';

export function PlainBlock(block: Block) {
  const heading = 'heading' in block ? block.heading : 'title' in block ? block.title : undefined;
  if (!heading) return null;
  return block.type === 'hero' || block.type === 'page-header' ? <h1>{heading}</h1> : <h2>{heading}</h2>;
}
