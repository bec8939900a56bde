import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockOf } from '../../../schema/site.ts';
import { renderBlock, site } from './render.tsx';

const banners = site.pages.find((page) => page.path === '/')!.blocks.filter((block): block is BlockOf<'banner'> => block.type === 'banner');
const cloudCalling = banners.find((banner) => banner.title === 'Cloud Calling')!;
const videoMeetings = banners.find((banner) => banner.title === 'Video Meetings')!;

describe('banner block', () => {
  it('renders the tag, title, subtitle, a lazy image and its button', () => {
    // The build reads the size from the file and hands it to the page with the image.
    renderBlock({ ...cloudCalling, image: { ...cloudCalling.image, width: 480, height: 360 } });
    const section = screen.getByRole('region', { name: 'Cloud Calling' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Cloud Calling');
    expect(within(section).getByText('Cloud phones')).toBeInTheDocument();
    expect(within(section).getByText('Answer the office line from anywhere.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Explore cloud calling' })).toHaveAttribute('href', '/services/phones/cloud-calling');
    const image = within(section).getByRole('img', { name: 'A call screen' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('width', '480');
  });

  it('mirrors the layout when reverse is set and not otherwise', () => {
    expect(videoMeetings.reverse).toBe(true);
    const { container, unmount } = renderBlock(videoMeetings);
    expect(container.querySelector('[data-reverse]')).toHaveAttribute('data-reverse', 'true');
    unmount();
    const { container: plain } = renderBlock({ ...videoMeetings, reverse: false });
    expect(plain.querySelector('[data-reverse]')).toHaveAttribute('data-reverse', 'false');
  });

  it('names the product after the button\'s words: after a colon in English, in apposition in French', () => {
    const link = { label: 'Comparer les forfaits', href: '/services/phones/cloud-calling' };
    const { unmount } = renderBlock({ ...cloudCalling, link });
    expect(screen.getByRole('link').textContent).toBe('Comparer les forfaits: Cloud Calling');
    unmount();
    renderBlock({ ...cloudCalling, link }, site, { french: true });
    expect(screen.getByRole('link').textContent).toBe('Comparer les forfaits Cloud Calling');
  });

  it('has no button without a link', () => {
    renderBlock({ ...cloudCalling, link: undefined });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
