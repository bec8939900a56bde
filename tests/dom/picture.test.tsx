import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ShownImage } from '../../src/view-model.ts';
import { Picture } from '../../src/ui/Picture.tsx';

/** A photo as the build hands it to a page: its files, the sizes of its place, its colour. */
const photo: ShownImage = {
  src: '/assets/images/team-0123456789ab-560.webp',
  alt: 'The team at the office',
  width: 1600,
  height: 1000,
  placeholder: '#4a6b82',
  encoded: {
    avif: '/assets/images/team-0123456789ab-480.avif 480w, /assets/images/team-0123456789ab-560.avif 560w',
    webp: '/assets/images/team-0123456789ab-480.webp 480w, /assets/images/team-0123456789ab-560.webp 560w',
    sizes: 'min(560px, calc(100vw - 40px))',
  },
};

describe('Picture', () => {
  it('offers a photo as AVIF first, then WebP, both with the sizes of its place', () => {
    const { container } = render(<Picture image={photo} />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset'), source.getAttribute('sizes')])).toEqual([
      ['image/avif', photo.encoded!.avif, photo.encoded!.sizes],
    ]);
    const img = screen.getByRole('img', { name: 'The team at the office' });
    expect(img).toHaveAttribute('srcset', photo.encoded!.webp);
    expect(img).toHaveAttribute('sizes', photo.encoded!.sizes);
    expect(img).toHaveAttribute('src', photo.src);
  });

  it('takes the sizes of a layout that draws its place at another width, for both files', () => {
    const { container } = render(<Picture image={photo} sizes="(min-width: 1024px) 88px, 56px" />);
    expect([...container.querySelectorAll('source, img')].map((element) => element.getAttribute('sizes'))).toEqual(['(min-width: 1024px) 88px, 56px', '(min-width: 1024px) 88px, 56px']);
  });

  it('keeps the space of the photo and shows its colour until it arrives, loading it only when near', () => {
    render(<Picture image={photo} />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1000');
    expect(img).toHaveStyle({ backgroundColor: '#4a6b82' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('fetches a picture at the top of the page first, and at once', () => {
    render(<Picture image={photo} priority />);
    const img = screen.getByRole('img');
    expect(img).not.toHaveAttribute('loading');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows an SVG as it is, with no picture element around it', () => {
    const { container } = render(<Picture image={{ src: '/images/hero.svg', alt: 'A cloud', width: 560, height: 440 }} />);
    expect(container.querySelector('picture')).toBeNull();
    const img = screen.getByRole('img', { name: 'A cloud' });
    expect(img).toHaveAttribute('src', '/images/hero.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('style');
  });
});
