import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockOf } from '../../../schema/site.ts';
import { site } from './render.tsx';
import { renderBlock } from './render.tsx';

const banners = site.pages.find((page) => page.path === '/')!.blocks.filter((block): block is BlockOf<'banner'> => block.type === 'banner');

describe('banner block', () => {
  it('renders the RingCentral EX feature block: tag, title, subtitle, lazy image and its button', () => {
    const block = banners.find((banner) => banner.title === 'RingCentral EX')!;
    renderBlock(block);
    const section = screen.getByRole('region', { name: 'RingCentral EX' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('RingCentral EX');
    expect(within(section).getByText(block.tag)).toBeInTheDocument();
    expect(within(section).getByText(block.subtitle)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: block.link!.label })).toHaveAttribute('href', '/ringcentral');
    const image = within(section).getByRole('img', { name: block.image.alt });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('width', String(block.image.width));
  });

  it('mirrors the layout when reverse is set (Avaya) and not otherwise', () => {
    const avaya = banners.find((banner) => banner.title === 'Avaya Cloud Office')!;
    expect(avaya.reverse).toBe(true);
    const { container, unmount } = renderBlock(avaya);
    expect(container.querySelector('[data-reverse]')).toHaveAttribute('data-reverse', 'true');
    unmount();
    const { container: plain } = renderBlock({ ...avaya, reverse: false });
    expect(plain.querySelector('[data-reverse]')).toHaveAttribute('data-reverse', 'false');
  });

  it('has no button without a link', () => {
    renderBlock({ ...banners[0]!, link: undefined });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
