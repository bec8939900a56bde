/** A place that shows a picture, named as a person finds it when a replacement is refused there. */
import { describe, expect, it } from 'vitest';
import { placeWords } from '../../../editor/picture-replacement.ts';

const picture = { src: '/images/team.jpg', alt: '' };
const data = {
  pages: [{ path: '/', title: 'Home', blocks: [{ type: 'hero', heading: 'Phones That Work', image: picture }] }],
  testimonials: [{ id: 'dana', name: 'Dana Whitford', image: picture }],
  fr: {
    pages: [{ path: '/fr', title: 'Accueil', blocks: [{ type: 'projects', items: [{ name: 'Site de clinique', image: picture }] }] }],
    testimonials: [{ id: 'dana', name: 'Dana Whitford', image: picture }],
  },
};

describe('the place a picture is shown in', () => {
  it('is a block on its page, an item of a block, or an item of a list of the site', () => {
    expect(placeWords(data, ['pages', 0, 'blocks', 0, 'image'])).toBe('the hero on Home (/)');
    expect(placeWords(data, ['fr', 'pages', 0, 'blocks', 0, 'items', 0, 'image'])).toBe('“Site de clinique” in the projects on Accueil (/fr)');
    expect(placeWords(data, ['testimonials', 0, 'image'])).toBe('the testimonial “Dana Whitford”');
    expect(placeWords(data, ['fr', 'testimonials', 0, 'image'])).toBe('the French testimonial “Dana Whitford”');
  });
});
