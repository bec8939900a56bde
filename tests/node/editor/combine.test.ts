import { describe, expect, it } from 'vitest';
import { combine } from '../../../editor/combine.ts';
import { applyEdits } from '../../../editor/edits.ts';

/* Two versions that both changed since the one they share, combined change by change. */

const base = {
  company: { phone: '+1 (204) 555-0123', yearsExperience: 30 },
  pages: [
    {
      path: '/',
      title: 'Home',
      blocks: [
        { type: 'hero', heading: 'Straight Answers' },
        { type: 'text', heading: 'Why Us', body: 'We listen.' },
      ],
    },
  ],
};

type Site = typeof base;
const changed = (change: (site: Site) => void): Site => {
  const copy = structuredClone(base);
  change(copy);
  return copy;
};

/** Their version with my changes carried onto it and the collisions settled as `keep` says. */
function combined(ours: Site, theirs: Site, keep: Record<string, 'mine' | 'theirs'> = {}) {
  const plan = combine(base, ours, theirs);
  const kept = plan.collisions.filter((collision) => keep[collision.id] === 'mine').map((collision) => plan.keepMine.get(collision.id)!);
  return { collisions: plan.collisions, result: applyEdits(theirs, [...plan.carried, ...kept]) as Site };
}

describe('combining two versions', () => {
  it('keeps both sides’ changes to different things, and asks about none', () => {
    const ours = changed((site) => (site.company.phone = '+1 (204) 555-0188'));
    const theirs = changed((site) => (site.company.yearsExperience = 31));
    const { collisions, result } = combined(ours, theirs);
    expect(collisions).toEqual([]);
    expect(result.company).toEqual({ phone: '+1 (204) 555-0188', yearsExperience: 31 });
  });

  it('asks about a value both changed, in words, and keeps the side chosen', () => {
    const ours = changed((site) => (site.pages[0]!.blocks[0]!.heading = 'Honest Advice'));
    const theirs = changed((site) => (site.pages[0]!.blocks[0]!.heading = 'No Fine Print'));
    const { collisions } = combined(ours, theirs);
    expect(collisions).toEqual([{ id: 'pages.0.blocks.0.heading', where: 'Home (/) › Hero: Honest Advice › Heading', mine: '“Honest Advice”', theirs: '“No Fine Print”', placeable: true }]);
    expect(combined(ours, theirs, { 'pages.0.blocks.0.heading': 'mine' }).result.pages[0]!.blocks[0]!.heading).toBe('Honest Advice');
    expect(combined(ours, theirs, { 'pages.0.blocks.0.heading': 'theirs' }).result.pages[0]!.blocks[0]!.heading).toBe('No Fine Print');
  });

  it('asks nothing when both made the same change', () => {
    const ours = changed((site) => (site.company.phone = '+1 (204) 555-0188'));
    expect(combined(ours, structuredClone(ours)).collisions).toEqual([]);
  });

  it('follows a block their version moved down the page, keeping my change with it', () => {
    const ours = changed((site) => (site.pages[0]!.blocks[1]!.body = 'We listen first.'));
    const theirs = changed((site) => site.pages[0]!.blocks.splice(1, 0, { type: 'text', heading: 'New', body: 'Added by a colleague.' }));
    const { collisions, result } = combined(ours, theirs);
    expect(collisions).toEqual([]);
    expect(result.pages[0]!.blocks.map((block) => block.body)).toEqual([undefined, 'Added by a colleague.', 'We listen first.']);
  });

  it('lets only their side stand where their version removed what mine changed', () => {
    const ours = changed((site) => (site.pages[0]!.blocks[1]!.body = 'We listen first.'));
    const theirs = changed((site) => site.pages[0]!.blocks.splice(1, 1));
    const { collisions, result } = combined(ours, theirs);
    expect(collisions).toEqual([expect.objectContaining({ id: 'pages.0.blocks.1.body', mine: '“We listen first.”', theirs: '(moved or removed)', placeable: false })]);
    expect(result.pages[0]!.blocks).toHaveLength(1);
  });
});
