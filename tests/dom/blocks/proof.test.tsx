import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { proofBlock } from '../../../schema/blocks/proof.ts';
import { bandsByTone, renderBlock } from './render.tsx';

it('shows each group of facts under its title: labels as a list, promises with check marks', () => {
  renderBlock({
    type: 'proof',
    heading: 'At a Glance',
    groups: [
      { title: 'Who We Serve', items: ['Clinics', 'Non-profits'], look: 'tags' },
      { title: 'Our Promises', items: ['No margin', 'Direct billing'], look: 'checks' },
    ],
    tone: 'muted',
  });
  const section = screen.getByRole('region', { name: 'At a Glance' });
  const groups = within(section).getAllByRole('heading', { level: 3 }).map((title) => title.closest('li')!);
  expect(groups.map((group) => within(group).getByRole('heading').textContent)).toEqual(['Who We Serve', 'Our Promises']);
  expect(within(within(groups[0]!).getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Clinics', 'Non-profits']);
  const promises = within(within(groups[1]!).getByRole('list')).getAllByRole('listitem');
  expect(promises.map((item) => item.textContent)).toEqual(['No margin', 'Direct billing']);
  expect(promises.every((item) => item.querySelector('svg'))).toBe(true);
});

it('stands on the tinted band unless it asks for the page\'s white, beside a tinted section', () => {
  const block = proofBlock.schema.parse(proofBlock.example);
  expect(block.tone).toBe('muted');
  expect(bandsByTone(block)).toEqual(['plain', 'muted']);
});
