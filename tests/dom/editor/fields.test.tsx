/**
 * The editor's fields, each drawn from the schema of the place it edits in site.yaml: which control
 * a field gets, what it says beside it, and the edit it makes.
 */
import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { Edit, Path } from '../../../editor/edits.ts';
import { Field, Form, type FormContext } from '../../../editor/client/fields/index.tsx';
import { factsOf, houseStyleAdvice, pathKey, schemaAt, type Data, type JsonSchema } from '../../../editor/client/schema.ts';
import type { Problem } from '../../../editor/client/api.ts';
import { formSchema } from '../../../pipeline/json-schema.ts';

const root = formSchema() as JsonSchema;
const site = parse(readFileSync('site.yaml', 'utf8')) as Data;

/** One field of the real site at `path`, its value kept as a form would keep it, the edits it makes recorded. */
function renderField(path: Path, options: { value?: unknown; problems?: Problem[]; required?: boolean } = {}) {
  const edits: Edit[] = [];
  const schema = schemaAt(root, path, site)!;
  const start = 'value' in options ? options.value : path.reduce<unknown>((value, segment) => (value as Record<string | number, unknown>)[segment], site);
  function Harness() {
    const [value, setValue] = useState(start);
    const data = { ...site } as Data;
    const context: FormContext = {
      root,
      links: ['/', '/contact'],
      images: [],
      setImages: () => {},
      problems: new Map(options.problems ? [[pathKey(path), options.problems]] : []),
      edit: (edit) => {
        edits.push(edit);
        if (edit.op === 'set') setValue(edit.value);
      },
      facts: factsOf(data),
      advice: houseStyleAdvice(path.reduceRight<unknown>((inner, segment) => (typeof segment === 'number' ? Object.assign([], { [segment]: inner }) : { [segment]: inner }), value) as Data),
    };
    return (
      <Form.Provider value={context}>
        <Field path={path} schema={schema} value={value} required={options.required ?? true} />
      </Form.Provider>
    );
  }
  render(<Harness />);
  return edits;
}

describe('the editor’s fields', () => {
  it('count the characters of a text with a limit, as validation does, and say when it is past it', async () => {
    renderField(['pages', 0, 'description'], { value: 'Calls from {company.name}.' });
    const box = screen.getByLabelText('Description');
    const shown = `Calls from ${String((site.company as Data).name)}.`;
    expect(document.getElementById(`${box.id}-count`)?.textContent).toBe(`${shown.length} of 160 characters`);
    expect(box.getAttribute('aria-describedby')?.split(' ')).toContain(`${box.id}-count`);
    await userEvent.clear(box);
    await userEvent.type(box, 'x'.repeat(161));
    expect(document.getElementById(`${box.id}-count`)?.textContent).toBe('161 of 160 characters');
  });

  it('gives a heading one line, and keeps the same box however long the text grows', async () => {
    const edits = renderField(['pages', 0, 'blocks', 0, 'heading'], { value: '' });
    const box = screen.getByLabelText('Heading');
    expect(box.tagName).toBe('INPUT');
    await userEvent.type(box, 'x'.repeat(101));
    // The 101st key lands in the box it started in: a box swapped mid-word would lose it.
    expect(screen.getByLabelText('Heading')).toBe(box);
    expect(edits.at(-1)).toEqual({ op: 'set', path: ['pages', 0, 'blocks', 0, 'heading'], value: 'x'.repeat(101) });
  });

  it('gives a paragraph a box of several lines', () => {
    renderField(['pages', 0, 'blocks', 0, 'pitch']);
    expect(screen.getByLabelText('Pitch').tagName).toBe('TEXTAREA');
  });

  it('gives a page’s address one line, though an address may be long', () => {
    renderField(['pages', 1, 'path']);
    const box = screen.getByLabelText('Path');
    expect(box.tagName).toBe('INPUT');
    expect(box).toHaveValue(String((site.pages as Data[])[1]!.path));
  });

  it('offers a closed list as a choice, with the default named, and leaves an optional field out when emptied', async () => {
    const edits = renderField(['pages', 0, 'blocks', 2, 'columns'], { value: undefined, required: false });
    const choice = screen.getByLabelText(/^Columns/);
    expect(choice.tagName).toBe('SELECT');
    expect(screen.getByRole('option', { name: /^Default/ })).toBeInTheDocument();
    await userEvent.selectOptions(choice, '2');
    expect(edits.at(-1)).toMatchObject({ op: 'set', value: 2 });
    await userEvent.selectOptions(choice, screen.getByRole('option', { name: /^Default/ }));
    expect(edits.at(-1)).toMatchObject({ op: 'set', value: undefined });
  });

  it('tells two fields of one key apart by what they are: a block’s band and a card’s tint', () => {
    renderField(['pages', 0, 'blocks', 2, 'tone'], { value: undefined, required: false });
    expect(screen.getByLabelText(/^Section background/).tagName).toBe('SELECT');
    expect(screen.queryByLabelText(/^Tone/)).toBeNull();
    renderField(['pages', 0, 'blocks', 2, 'items', 0, 'tone'], { value: undefined, required: false });
    expect(screen.getByLabelText(/^Icon tint/).tagName).toBe('SELECT');
  });

  it('says a field’s problem beside it, and ties it to the box for screen readers', () => {
    const problem: Problem = { line: 1, column: 1, path: 'company.email', message: 'text must not be empty', text: 'site.yaml:1:1 company.email: text must not be empty' };
    renderField(['company', 'email'], { value: '', problems: [problem] });
    const box = screen.getByLabelText('Email');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(expect.stringContaining('text must not be empty'));
  });

  it('shows a placeholder as the page reads it, and house-style advice beside a title', () => {
    renderField(['pages', 0, 'blocks', 0, 'heading'], { value: 'Calls that reach {company.name}' });
    const box = screen.getByLabelText('Heading');
    expect(box).toHaveAccessibleDescription(expect.stringContaining(`Shows as: Calls that reach ${(site.company as Data).name}`));
    expect(box).toHaveAccessibleDescription(expect.stringContaining('House style writes headings in Title Case: "that" and "reach" would start with a capital letter'));
  });
});
