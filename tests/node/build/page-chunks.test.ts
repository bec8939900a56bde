import { describe, expect, it } from 'vitest';
import { pageChunking } from '../../../pipeline/build/page-chunks.ts';

/**
 * A module graph as the client build sees it: the entry, page modules (`page:N`) loaded lazily,
 * block components, and what they import. Each module lists its importers.
 */
const importers: Record<string, string[]> = {
  'src/main.tsx': [],
  'src/shell.tsx': ['src/main.tsx'],
  'page:0': [],
  'page:1': [],
  'page:2': [],
  'src/blocks/cards.tsx': ['page:0', 'page:1'],
  'src/blocks/tiers.tsx': ['page:2'],
  'src/ui/card-grid.tsx': ['src/blocks/cards.tsx'],
  'src/ui/price.tsx': ['src/blocks/tiers.tsx'],
  'src/ui/heading.tsx': ['src/blocks/cards.tsx', 'src/blocks/tiers.tsx'],
  'src/ui/link.tsx': ['src/shell.tsx', 'src/blocks/cards.tsx'],
  // The page a document comes with, at rest: an entry of its own.
  'rest:0': [],
};
const context = { getModuleInfo: (id: string) => ({ isEntry: id === 'src/main.tsx', importers: importers[id] ?? [] }) };

describe('which chunk each module of a large site goes to', () => {
  const splitting = pageChunking(
    ['/', '/about', '/pricing'],
    (id) => (id.startsWith('page:') ? Number(id.slice(5)) : undefined),
    (path) => path,
    (id) => id.startsWith('src/blocks/'),
    (id) => (id.startsWith('rest:') ? Number(id.slice(5)) : undefined),
  );
  const chunkOf = (id: string) => (splitting.groups![0]!.name as (id: string, context: unknown) => string | null)(id, context);

  it('leaves a page at rest to be an entry of its own', () => {
    expect(chunkOf('rest:0')).toBeNull();
  });

  it('gives a block component several pages show, and what only it needs, a chunk of its own', () => {
    expect(chunkOf('src/blocks/cards.tsx')).toBe('block-cards');
    expect(chunkOf('src/ui/card-grid.tsx')).toBe('block-cards');
  });

  it('keeps a block only one page shows in that page’s chunk', () => {
    expect(chunkOf('src/blocks/tiers.tsx')).toBe('pricing');
    expect(chunkOf('src/ui/price.tsx')).toBe('pricing');
  });

  it('puts what the entry needs in the entry, and what several pages share in a chunk of theirs, which no page needs to hydrate', () => {
    expect(chunkOf('src/ui/heading.tsx')).toBe('pages-shared');
    expect(chunkOf('src/ui/link.tsx')).toBe('index');
  });
});

describe('which chunk each module goes to on a site whose pages are data', () => {
  // No page modules: each block component is loaded by type (see page-data.ts).
  const dataImporters: Record<string, string[]> = {
    'src/main.tsx': [],
    'src/blocks/cards.tsx': [],
    'src/blocks/tiers.tsx': [],
    'src/ui/card-grid.tsx': ['src/blocks/cards.tsx'],
    'src/ui/heading.tsx': ['src/blocks/cards.tsx', 'src/blocks/tiers.tsx'],
    'src/ui/link.tsx': ['src/main.tsx', 'src/blocks/cards.tsx'],
  };
  const dataContext = { getModuleInfo: (id: string) => ({ isEntry: id === 'src/main.tsx', importers: dataImporters[id] ?? [] }) };
  const splitting = pageChunking(['/', '/about'], () => undefined, (path) => path, (id) => id.startsWith('src/blocks/'));
  const chunkOf = (id: string) => (splitting.groups![0]!.name as (id: string, context: unknown) => string | null)(id, dataContext);

  it('gives each block component a chunk of its own, with what only it needs', () => {
    expect(chunkOf('src/blocks/cards.tsx')).toBe('block-cards');
    expect(chunkOf('src/ui/card-grid.tsx')).toBe('block-cards');
    expect(chunkOf('src/blocks/tiers.tsx')).toBe('block-tiers');
  });

  it('puts what several components share in one chunk, and what the entry needs in the entry', () => {
    expect(chunkOf('src/ui/heading.tsx')).toBe('blocks-shared');
    expect(chunkOf('src/ui/link.tsx')).toBe('index');
  });
});
