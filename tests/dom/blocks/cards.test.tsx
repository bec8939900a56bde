import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstBlock } from '../../fixtures/blocks/site.ts';
import { renderBlock, site } from './render.tsx';

describe('cards block', () => {
  it('renders the Why Choose cards under an h2 that names the section, each title an h3 with its icon and text', () => {
    const block = firstBlock(site, 'cards', '/');
    renderBlock(block);
    const section = screen.getByRole('region', { name: block.heading });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(block.heading!);
    const titles = within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Tailored Solutions', 'Direct Vendor Support', 'No Hidden Fees', 'Personalized No-Cost Business Telephony Consultation']);
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    expect(section.querySelectorAll('svg[data-icon="tailored"]')).toHaveLength(1);
    expect(screen.getByText(block.items[2]!.text)).toBeInTheDocument();
    expect(section.querySelector('[data-columns]')).toHaveAttribute('data-columns', '4');
  });

  it('gives each linked card one real link whose name says where it leads', () => {
    const block = firstBlock(site, 'cards', '/services');
    renderBlock(block);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent?.replace(/\s+/g, ' ').trim(), link.getAttribute('href')])).toEqual([
      ['Learn more about Web Development', '/services/web-development'],
      ['Learn more about Business Telephone', '/services/business-telephone'],
      ['Learn more about Nextcloud', '/services/nextcloud'],
    ]);
    expect(screen.getByRole('link', { name: 'Learn more about Nextcloud' })).toHaveTextContent('Learn more');
  });

  it('adds nothing to a label that already names the card', () => {
    const block = firstBlock(site, 'cards', '/services/business-telephone');
    renderBlock(block);
    expect(screen.getByRole('link', { name: 'Explore RingCentral EX' })).toHaveAttribute('href', '/services/business-telephone/ringcentral');
  });

  it('makes card titles h2 when the block has no heading of its own', () => {
    const block = firstBlock(site, 'cards', '/services/business-telephone/care');
    renderBlock({ ...block, heading: undefined });
    expect(screen.getByRole('heading', { level: 2, name: block.items[0]!.title })).toBeInTheDocument();
  });
});
