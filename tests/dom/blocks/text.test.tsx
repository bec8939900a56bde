import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstBlock } from '../../fixtures/blocks/site.ts';
import { renderBlock, site } from './render.tsx';

describe('text block', () => {
  it('renders its heading, paragraphs and list', () => {
    const block = firstBlock(site, 'text', '/services/nextcloud');
    renderBlock(block);
    const section = screen.getByRole('region', { name: 'Core Features' });
    for (const paragraph of block.paragraphs) expect(within(section).getByText(paragraph)).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual(block.list);
  });

  it('sets a muted block on a tinted band', () => {
    const block = firstBlock(site, 'text', '/about');
    const { container, unmount } = renderBlock({ ...block, tone: 'muted' });
    expect(container.querySelector('section')).toHaveAttribute('data-band', 'muted');
    unmount();
    const { container: plain } = renderBlock({ ...block, tone: 'plain' });
    expect(plain.querySelector('section')).toHaveAttribute('data-band', 'plain');
  });
});
