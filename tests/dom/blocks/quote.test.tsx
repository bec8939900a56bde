import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { firstBlock, renderBlock, site } from './render.tsx';

const quote = firstBlock('quote', '/testimonials');

it('shows the testimonial it names large, with name, role and initials', () => {
  const { container } = renderBlock(quote);
  expect(container.querySelector('blockquote')).toHaveTextContent('Patients get through on the first ring now.');
  expect(screen.getByText('Robin Vale')).toBeInTheDocument();
  expect(screen.getByText('Manager, lakeside clinic')).toBeInTheDocument();
  expect(container.querySelector('[data-initials]')).toHaveTextContent('RV');
});

it('names its section when it has a heading', () => {
  renderBlock({ ...quote, heading: 'In their words' });
  expect(screen.getByRole('region', { name: 'In their words' })).toBeInTheDocument();
});

it('says beneath a translated quote that it is a translation, in the words of the site', () => {
  const translated = { ...site, testimonials: site.testimonials.map((testimonial) => ({ ...testimonial, translated: true })), ui: { ...site.ui, translatedQuote: 'Traduit de l’anglais' } };
  const { container } = renderBlock(quote, translated);
  expect(container.querySelector('figcaption')).toHaveTextContent(/Manager, lakeside clinic\s*Traduit de l’anglais$/);
});

it('says nothing of the kind beneath a quote in the client’s own words', () => {
  const { container } = renderBlock(quote);
  expect(container.querySelector('figcaption')?.textContent).not.toMatch(/Translated|Traduit/);
});

it('opens the quote with the mark of its language: “ in English, « in French', () => {
  const { container, unmount } = renderBlock(quote);
  expect(container.querySelector('figure > svg')).toHaveAttribute('data-icon', 'quote');
  unmount();
  const french = renderBlock(quote, site, { french: true });
  expect(french.container.querySelector('figure > svg')).toHaveAttribute('data-icon', 'guillemets');
});
