import { describe, expect, it } from 'vitest';
import { followEdit, type Path } from '../../../editor/edits.ts';

const BLOCKS = ['pages', 2, 'blocks'];
const third: Path = [...BLOCKS, 2];

describe('the selection after an edit', () => {
  it('follows a block that is moved, and the blocks a move passes over', () => {
    expect(followEdit(third, { op: 'move', path: BLOCKS, from: 2, to: 3 })).toEqual([...BLOCKS, 3]);
    expect(followEdit(third, { op: 'move', path: BLOCKS, from: 3, to: 2 })).toEqual([...BLOCKS, 3]);
    expect(followEdit(third, { op: 'move', path: BLOCKS, from: 0, to: 4 })).toEqual([...BLOCKS, 1]);
    expect(followEdit([...third, 'items', 1, 'title'], { op: 'move', path: BLOCKS, from: 2, to: 0 })).toEqual([...BLOCKS, 0, 'items', 1, 'title']);
    expect(followEdit(third, { op: 'move', path: BLOCKS, from: 0, to: 1 })).toEqual(third);
  });

  it('stays on its block when another is added or removed before it', () => {
    expect(followEdit(third, { op: 'insert', path: BLOCKS, index: 0, value: {} })).toEqual([...BLOCKS, 3]);
    expect(followEdit(third, { op: 'insert', path: BLOCKS, index: 3, value: {} })).toEqual(third);
    expect(followEdit(third, { op: 'remove', path: BLOCKS, index: 1 })).toEqual([...BLOCKS, 1]);
    expect(followEdit(third, { op: 'remove', path: BLOCKS, index: 4 })).toEqual(third);
  });

  it('goes to the page when its block is removed, and to the page before when its page is', () => {
    expect(followEdit([...third, 'heading'], { op: 'remove', path: BLOCKS, index: 2 })).toEqual(['pages', 2]);
    expect(followEdit(['fr', 'pages', 1, 'blocks', 0], { op: 'remove', path: ['fr', 'pages'], index: 1 })).toEqual(['fr', 'pages', 0]);
    expect(followEdit(['pages', 0], { op: 'remove', path: ['pages'], index: 0 })).toEqual(['pages', 0]);
  });

  it('is untouched by edits elsewhere and by setting a field', () => {
    expect(followEdit(third, { op: 'remove', path: ['pages', 1, 'blocks'], index: 0 })).toEqual(third);
    expect(followEdit(third, { op: 'set', path: [...third, 'heading'], value: 'New' })).toEqual(third);
    expect(followEdit(['company'], { op: 'move', path: ['pages'], from: 0, to: 1 })).toEqual(['company']);
  });
});
