import { render } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { Block } from '../../../schema/site.ts';
import { BlockList } from '../../../src/blocks/BlockList.tsx';
import { blockComponents } from '../../../src/blocks/registry.ts';
import { Providers, site } from './render.tsx';

it('has a renderer for every block type the site uses', () => {
  const used = new Set(site.pages.flatMap((page) => page.blocks.map((block) => block.type)));
  for (const type of used) expect(blockComponents[type], type).toBeTypeOf('function');
  expect(Object.keys(blockComponents)).toHaveLength(14);
});

it('throws for a type without a renderer instead of rendering nothing', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const unknown = { type: 'x' } as unknown as Block;
  expect(() =>
    render(
      <Providers>
        <BlockList blocks={[unknown]} />
      </Providers>,
    ),
  ).toThrow('No block renderer for type "x"');
});
