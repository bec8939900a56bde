import { describe, expect, it } from 'vitest';
import { emblaDuration, emblaOptions } from '../../../src/blocks/carousel/options.ts';
import { displayHost, linkSuffix } from '../../../src/blocks/parts/links.ts';
import { pickTestimonials } from '../../../src/blocks/parts/testimonials.ts';
import { initials } from '../../../src/ui/initials.ts';
import { site } from '../../fixtures/site.ts';

describe('link helpers', () => {
  it('adds the subject to a label that does not name it', () => {
    expect(linkSuffix('Learn more', 'Nextcloud', 'about')).toEqual({ spaced: true, words: 'about Nextcloud' });
    expect(linkSuffix('En savoir plus', 'Nextcloud', 'sur', 'fr')).toEqual({ spaced: true, words: 'sur Nextcloud' });
    expect(linkSuffix('Explore CARE', 'CARE', 'about')).toBeUndefined();
    expect(linkSuffix('Explore care plans', 'CARE', 'about')).toBeUndefined();
  });

  it('joins with a colon as the page\'s language sets it: a no-break space before it in French', () => {
    expect(linkSuffix('Compare plans', 'RingCentral EX', ':')).toEqual({ spaced: false, words: ': RingCentral EX' });
    expect(linkSuffix('Comparer les forfaits', 'RingCentral EX', ':', 'fr')).toEqual({ spaced: false, words: '\u00a0: RingCentral EX' });
    expect(linkSuffix('En savoir plus', 'Développement Web', ':', 'fr')).toEqual({ spaced: false, words: '\u00a0: Développement Web' });
  });

  it('shows an address by its host', () => {
    expect(displayHost('https://www.example.com/path')).toBe('example.com');
    expect(displayHost('https://example.org/')).toBe('example.org');
  });
});

describe('initials', () => {
  it('takes the first and last names’ initials', () => {
    expect(initials('Dana Whitford')).toBe('DW');
    expect(initials('Jordan Alex Mercier')).toBe('JM');
    expect(initials('  prince ')).toBe('P');
    expect(initials('Émile O’Brien')).toBe('ÉO');
  });
});

describe('carousel options', () => {
  it('turns the block’s speed in ms into Embla’s duration', () => {
    expect(emblaDuration(500)).toBe(25);
    expect(emblaDuration(100)).toBe(5);
    expect(emblaDuration(10)).toBe(1);
  });

  it('scrolls one slide at a time and loops as the block says', () => {
    expect(emblaOptions({ speed: 500, loop: true })).toMatchObject({ loop: true, duration: 25, slidesToScroll: 1 });
    expect(emblaOptions({ speed: 800, loop: false })).toMatchObject({ loop: false, duration: 40 });
  });
});

describe('pickTestimonials', () => {
  it('returns the testimonials in the order of the ids', () => {
    const picked = pickTestimonials(site.testimonials, ['bakery-owner', 'clinic-manager']);
    expect(picked.map((testimonial) => testimonial.name)).toEqual(['Pat Olsen', 'Robin Vale']);
  });

  it('fails loudly on an unknown id', () => {
    expect(() => pickTestimonials(site.testimonials, ['nobody'])).toThrow('No testimonial has the id "nobody"');
  });
});
