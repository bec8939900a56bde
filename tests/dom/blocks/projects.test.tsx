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
