import { readdirSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BLOCK_TYPES, blockRegistry } from '../../../schema/blocks/index.ts';
import type { Block, Site } from '../../../schema/site.ts';
import type { UiWord } from '../../../schema/ui.ts';
import { BlockList } from '../../../src/blocks/BlockList.tsx';
import { blockComponents } from '../../../src/blocks/registry.ts';
import { LIVELY_BLOCKS } from '../../../src/blocks/lively.ts';
import { isInternal } from '../../../core/links.ts';
import { TESTIMONIAL_BLOCKS } from '../../../src/view-model.ts';
import { Providers, site } from './render.tsx';

const filesIn = (folder: string, extension: string) =>
  readdirSync(folder)
    .filter((file) => file.endsWith(extension))
    .map((file) => file.slice(0, -extension.length));

/** Every interface word replaced by a marker naming it, so a test can tell which words a block shows. */
const markedUi = Object.fromEntries(Object.keys(site.ui).map((word) => [word, `[ui:${word}]`])) as Site['ui'];
const content: Site = {
  ...site,
  ui: markedUi,
  testimonials: ['example-client', 'example-partner'].map((id) => ({ id, name: `Name of ${id}`, company: `Business of ${id}`, text: `What ${id} said.` })),
};

/** Renders a block type's example as a page would. */
function renderExample(type: (typeof BLOCK_TYPES)[number], site: Site = content) {
  const block = blockRegistry[type].schema.parse(blockRegistry[type].example) as Block;
  return render(
    <Providers content={site}>
      <BlockList blocks={[block]} />
    </Providers>,
  );
}

describe('the block registry', () => {
  it('registers every schema file in schema/blocks under its file name', () => {
    const files = filesIn('schema/blocks', '.ts').filter((file) => file !== 'index' && file !== 'define');
    expect(files.sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it.each(BLOCK_TYPES)('"%s" has a component file, a renderer and a test file', (type) => {
    expect(filesIn('src/blocks', '.tsx')).toContain(type);
    expect(blockComponents[type]).toBeTypeOf('function');
    expect(filesIn('tests/dom/blocks', '.test.tsx')).toContain(type);
  });

  it.each(BLOCK_TYPES)('"%s" has an example that validates and renders, with its main heading and interface words as declared', (type) => {
    const definition = blockRegistry[type];
    const parsed = definition.schema.safeParse(definition.example);
    expect(parsed.error?.issues ?? []).toEqual([]);

    const { container } = renderExample(type);
    expect(screen.queryAllByRole('heading', { level: 1 })).toHaveLength(definition.mainHeading ? 1 : 0);
    const shown = [...new Set([...container.outerHTML.matchAll(/\[ui:(\w+)\]/g)].map((match) => match[1] as UiWord))];
    // Every word shown is declared; some declared words only show in another state (play once paused).
    expect(definition.uiWords).toEqual(expect.arrayContaining(shown));
    expect(shown.length > 0).toBe(definition.uiWords.length > 0);
  });

  it.each(BLOCK_TYPES.filter((type) => !LIVELY_BLOCKS.has(type)))('"%s" handles no event but its links\' clicks, so a page may leave it at rest (else it belongs in LIVELY_BLOCKS)', (type) => {
    const { container } = renderExample(type);
    const handlers = [...container.querySelectorAll('*')].flatMap((element) => {
      const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
      const props = key ? (element as unknown as Record<string, Record<string, unknown>>)[key]! : {};
      // An internal link's click is followed in the app by BlockAtRest as it is by SmartLink.
      const followed = element.localName === 'a' && isInternal(element.getAttribute('href') ?? '');
      return Object.keys(props)
        .filter((name) => /^on[A-Z]/.test(name) && typeof props[name] === 'function' && !(followed && name === 'onClick'))
        .map((name) => `<${element.localName}> ${name}`);
    });
    expect(handlers).toEqual([]);
  });

  it.each(BLOCK_TYPES.filter((type) => !TESTIMONIAL_BLOCKS.has(type)))('"%s" shows no testimonial, so its pages need not bring them (else it belongs in TESTIMONIAL_BLOCKS)', (type) => {
    // Ids from useId count up from one render to the next.
    const drawn = (site: Site) => {
      const { container, unmount } = renderExample(type, site);
      const html = container.innerHTML.replace(/_r_\w+_/g, 'id');
      unmount();
      return html;
    };
    expect(drawn({ ...content, testimonials: [] })).toBe(drawn(content));
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
});
