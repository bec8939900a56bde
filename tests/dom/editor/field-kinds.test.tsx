/**
 * Each kind of field the editor draws (a switch, a group, a list, a picture), on data of the test's
 * own: the control a schema gets, the one frame around it (label, help, problems) and the edit it makes.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Edit, Path } from '../../../editor/edits.ts';
import { applyEdit } from '../../../editor/edits.ts';
import { Field, Form, type FormContext } from '../../../editor/client/fields/index.tsx';
import { pathKey, schemaAt, type Data, type JsonSchema } from '../../../editor/client/schema.ts';
import type { ImageFile, Problem } from '../../../editor/client/api.ts';
import { formSchema } from '../../../pipeline/json-schema.ts';

const root = formSchema() as JsonSchema;
const BANNER = { type: 'banner', image: { src: '/images/one.png', alt: 'A desk' }, title: 'Phones', link: { label: 'See', href: '/' } };
const PICTURES: ImageFile[] = [
  { src: '/images/one.png', bytes: 1000 },
  { src: '/images/two.png', bytes: 2000 },
];

/** The field at `path` of `data`, its value following its edits as the editor's store would. */
function renderField(data: Data, path: Path, options: { problems?: Problem[]; required?: boolean } = {}) {
  const edits: Edit[] = [];
  function Harness() {
    const [content, setContent] = useState(data);
    const value = path.reduce<unknown>((inner, segment) => (inner as Record<string | number, unknown> | undefined)?.[segment], content);
    const context: FormContext = {
      root,
      links: ['/'],
      images: PICTURES,
      setImages: () => {},
      problems: new Map((options.problems ?? []).map((problem) => [problem.path, [problem]])),
      edit: (edit) => {
        edits.push(edit);
        setContent((before) => applyEdit(before, edit));
      },
      facts: { en: {}, fr: {} },
      advice: new Map(),
    };
    return (
      <Form.Provider value={context}>
        <Field path={path} schema={schemaAt(root, path, content)!} value={value} required={options.required ?? true} />
      </Form.Provider>
    );
  }
  render(<Harness />);
  return edits;
}

const problemAt = (path: Path, message: string): Problem => ({ line: 9, column: 3, path: pathKey(path), message, text: `site.yaml:9:3 ${pathKey(path)}: ${message}` });
const page = (...blocks: Data[]): Data => ({ pages: [{ path: '/', blocks }] });

describe('the kinds of field', () => {
  it('draws yes-or-no as a switch, its label after it, and sets it', async () => {
    const path = ['pages', 0, 'blocks', 0, 'reverse'];
    const edits = renderField(page({ ...BANNER, reverse: false }), path, { required: false, problems: [problemAt(path, 'expected a switch')] });
    const toggle = screen.getByRole('switch', { name: 'Reverse' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(expect.stringContaining('expected a switch'));
    await userEvent.click(toggle);
    expect(edits).toEqual([{ op: 'set', path, value: true }]);
    expect(screen.getByRole('switch', { name: 'Reverse' })).toBeChecked();
  });

  it('offers an optional group that is left out, adds it with its required fields, and removes it again', async () => {
    const path = ['pages', 0, 'blocks', 0, 'secondaryAction'];
    const hero = { type: 'hero', heading: 'Phones', pitch: 'Plain words.', action: { label: 'Call', href: '/' } };
    const edits = renderField(page(hero), path, { required: false });
    await userEvent.click(screen.getByRole('button', { name: 'Add secondary action' }));
    expect(edits.at(-1)).toMatchObject({ op: 'set', path, value: { label: '', href: '' } });
    const group = screen.getByRole('group', { name: /^Secondary action\s*\(optional\)$/ });
    expect(within(group).getByLabelText('Label')).toHaveValue('');
    await userEvent.click(within(group).getByRole('button', { name: 'Remove secondary action' }));
    expect(edits.at(-1)).toEqual({ op: 'set', path, value: undefined });
    expect(screen.getByRole('button', { name: 'Add secondary action' })).toBeInTheDocument();
  });

  it('draws a list with an item per group, names what it adds, and moves and removes items by name', async () => {
    const path = ['company', 'areaServed'];
    const data: Data = { company: { areaServed: ['Winnipeg', 'Brandon'] } };
    const edits = renderField(data, path, { problems: [problemAt(path, 'name at least one place')] });
    const list = screen.getByRole('group', { name: 'Area served' });
    expect(within(list).getByText('name at least one place')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move Brandon up' }));
    expect(edits.at(-1)).toEqual({ op: 'move', path, from: 1, to: 0 });
    expect(screen.getAllByRole('textbox').map((box) => (box as HTMLInputElement).value)).toEqual(['Brandon', 'Winnipeg']);
    await userEvent.click(screen.getByRole('button', { name: 'Add a place served' }));
    expect(edits.at(-1)).toEqual({ op: 'insert', path, index: 2, value: '' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Winnipeg' }));
    expect(screen.getAllByRole('textbox').map((box) => (box as HTMLInputElement).value)).toEqual(['Brandon', '']);
  });

  it('draws a picture as a choice among the pictures there are, with its alt text, and says a problem with its file', async () => {
    const path = ['pages', 0, 'blocks', 0, 'image'];
    const edits = renderField(page(BANNER), path, { problems: [problemAt([...path, 'src'], 'there is no such picture')] });
    const choice = screen.getByRole('radiogroup', { name: 'Picture for image' });
    expect(choice).toHaveAccessibleDescription('there is no such picture');
    expect(within(choice).getByRole('radio', { name: 'one.png' })).toBeChecked();
    await userEvent.click(within(choice).getByRole('radio', { name: 'two.png' }));
    expect(edits.at(-1)).toMatchObject({ op: 'set', path: [...path, 'src'], value: '/images/two.png' });
    expect(screen.getByLabelText('Alt text')).toHaveValue('A desk');
  });
});
