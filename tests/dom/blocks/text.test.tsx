import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bandsByTone, firstBlock, renderBlock } from './render.tsx';

describe('text block', () => {
  it('renders its heading, paragraphs and list', () => {
    renderBlock(firstBlock('text', '/services/websites'));
    const section = screen.getByRole('region', { name: 'How We Build' });
    expect(within(section).getByText('We start with your visitors.')).toBeInTheDocument();
    expect(within(section).getByText('You own the result.')).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Fast pages', 'Plain words', 'Easy updates']);
  });

  it('sets a muted block on a tinted band', () => {
    const block = firstBlock('text', '/about');
    expect(block.tone).toBe('muted');
    expect(bandsByTone(block)).toEqual(['plain', 'muted']);
  });

  it('shows a picture beside its prose when it has one, lazily, with its alt text, and none otherwise', () => {
    const block = firstBlock('text', '/services/websites');
    expect(block.image).toBeUndefined();
    const { unmount } = renderBlock(block);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    unmount();
    renderBlock({ ...block, image: { src: '/images/web-build.svg', alt: 'A page on a laptop and a phone', width: 480, height: 360 } });
    const section = screen.getByRole('region', { name: 'How We Build' });
    const picture = within(section).getByRole('img', { name: 'A page on a laptop and a phone' });
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture.closest('figure')).toBeInTheDocument();
    // The words come first in the document, whatever the order on screen.
    expect(within(section).getByRole('heading', { level: 2 }).compareDocumentPosition(picture) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lists its key facts under its heading, each fact after what it is, before the prose', () => {
    const block = firstBlock('text', '/about');
    const { unmount } = renderBlock(block);
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
    unmount();
    renderBlock({ ...block, facts: [{ label: 'Founded', value: 'Gimli, 2019' }, { label: 'Staff', value: 'Six people' }] });
    const section = screen.getByRole('region', { name: block.heading });
    const terms = within(section).getAllByRole('term');
    expect(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent])).toEqual([
      ['Founded', 'Gimli, 2019'],
      ['Staff', 'Six people'],
    ]);
    const heading = within(section).getByRole('heading', { level: 2 });
    const prose = within(section).getByText(block.paragraphs[0]!);
    expect(heading.compareDocumentPosition(terms[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(terms[1]!.compareDocumentPosition(prose) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
