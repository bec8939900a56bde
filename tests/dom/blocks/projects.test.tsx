import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { firstBlock, renderBlock, site } from './render.tsx';

const projects = [
  { name: 'Lakeside Clinic', href: 'https://clinic.example.com/', blurb: 'Opening hours and booking by phone.' },
  { name: 'Town Library', href: 'https://library.example.org/', blurb: 'Events and new books.' },
  { name: 'Corner Bakery', href: 'https://bakery.example.net/', blurb: 'Today’s bread, every morning.' },
];

it('links each sample project in a new tab, without handing over the opener, and says so', () => {
  renderBlock(firstBlock('projects', '/services/websites'));
  const section = screen.getByRole('region', { name: 'Recent Work' });
  const links = within(section).getAllByRole('link');
  expect(links).toHaveLength(3);
  for (const [index, project] of projects.entries()) {
    expect(links[index]).toHaveAccessibleName(`${project.name} ${site.ui.newTab}`);
    expect(links[index]).toHaveAttribute('href', project.href);
    expect(links[index]).toHaveAttribute('target', '_blank');
    expect(links[index]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(section).getByText(project.blurb)).toBeInTheDocument();
  }
  expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(3);
});

it('shows a project’s picture at the top of its card, with its alt text and size, and leaves a project without one as it was', () => {
  const block = firstBlock('projects', '/services/websites');
  const picture = { src: '/images/projects/clinic-website.svg', alt: 'The clinic’s home page with a call button', width: 480, height: 300 };
  renderBlock({ ...block, items: block.items.map((item, index) => (index === 0 ? { ...item, image: picture } : item)) });
  const section = screen.getByRole('region', { name: 'Recent Work' });

  const image = within(section).getByRole('img', { name: picture.alt });
  expect(image).toHaveAttribute('src', picture.src);
  expect(image).toHaveAttribute('width', '480');
  expect(image).toHaveAttribute('height', '300');
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('decoding', 'async');
  const [first, second] = within(section).getAllByRole('article');
  expect(first!.firstElementChild).toBe(image);

  expect(within(second!).queryByRole('img')).not.toBeInTheDocument();
  expect(within(second!).getByRole('heading', { level: 3, name: `Town Library ${site.ui.newTab}` })).toBeInTheDocument();
  expect(within(second!).getByText('Events and new books.')).toBeInTheDocument();
});
