import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { firstBlock } from '../../fixtures/blocks/site.ts';
import { renderBlock, site } from './render.tsx';

it('links each sample project in a new tab, without handing over the opener, and says so', () => {
  const block = firstBlock(site, 'projects', '/services/web-development');
  renderBlock(block);
  const section = screen.getByRole('region', { name: block.heading });
  const links = within(section).getAllByRole('link');
  expect(links).toHaveLength(3);
  for (const [index, link] of links.entries()) {
    const project = block.items[index]!;
    expect(link).toHaveAccessibleName(`${project.name} ${site.ui.newTab}`);
    expect(link).toHaveAttribute('href', project.href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(section).getByText(project.blurb)).toBeInTheDocument();
  }
  expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(3);
});
