import type { ReactNode } from 'react';
import { showFacts } from '../schema.ts';
import { useForm, type FieldProps } from './context.ts';
import { FieldFrame } from './frame.tsx';

/**
 * Texts that may hold more than a heading's 100 characters get a box of several lines; a value
 * of a kind of its own (an address, a link) stays on one line, however long it may be.
 */
const LONGEST_ONE_LINE = 100;

/** Text, long text, a number or a choice. */
export function ValueField(props: FieldProps) {
  const { path, schema, value, required, order } = props;
  const { edit, links, facts } = useForm();
  const numeric = schema.type === 'integer' || schema.type === 'number';
  const set = (text: string) => {
    const asNumber = text !== '' && (numeric || (schema.format === 'number-or-text' && /^\d+(\.\d+)?$/.test(text)));
    const next = text === '' && !required ? undefined : asNumber ? Number(text) : text;
    edit({ op: 'set', path, value: next, ...(order ? { order } : {}) });
  };
  const placeholder = schema.default === undefined ? undefined : String(schema.default);
  const text = value === undefined || value === null ? '' : String(value);
  // A text with {company.name} and the like: what the page shows in its place.
  const shows = typeof value === 'string' && /\{company\.[a-zA-Z]+\}/.test(text) ? showFacts(text, facts[path[0] === 'fr' ? 'fr' : 'en']) : undefined;
  // A text with a limit, and words rather than an address or a link, counts its characters beside
  // it, as validation does: placeholders filled in.
  const counted = typeof schema.maxLength === 'number' && schema.format === undefined && !schema.enum && !numeric;
  return (
    <FieldFrame {...props} shows={shows} length={counted ? (shows ?? text).length : undefined}>
      {(shared): ReactNode => {
        if (schema.enum) {
          return (
            <select {...shared} value={text} onChange={(event) => set(event.target.value)}>
              {!required && <option value="">{placeholder ? `Default (${placeholder})` : 'None'}</option>}
              {schema.enum.map((option) => (
                <option key={String(option)} value={String(option)}>
                  {String(option)}
                </option>
              ))}
            </select>
          );
        }
        if (numeric) {
          return (
            <input
              {...shared}
              type="number"
              inputMode="numeric"
              value={text}
              placeholder={placeholder}
              min={schema.minimum}
              max={schema.maximum}
              onChange={(event) => set(event.target.value)}
            />
          );
        }
        if ((schema.maxLength ?? 0) > LONGEST_ONE_LINE && schema.format === undefined) {
          // The schema decides the box, never what is typed: a box swapped mid-word would lose the keys after it.
          return <textarea {...shared} value={text} placeholder={placeholder} rows={Math.min(8, Math.max(3, Math.ceil(text.length / 60)))} onChange={(event) => set(event.target.value)} />;
        }
        const listId = schema.format === 'site-link' ? `${shared.id}-pages` : undefined;
        return (
          <>
            <input
              {...shared}
              type="text"
              inputMode={schema.format === 'number-or-text' ? 'decimal' : undefined}
              value={text}
              placeholder={placeholder}
              list={listId}
              onChange={(event) => set(event.target.value)}
              spellCheck={schema.format === undefined}
            />
            {listId && (
              <datalist id={listId}>
                {links.map((link) => (
                  <option key={link} value={link} />
                ))}
              </datalist>
            )}
          </>
        );
      }}
    </FieldFrame>
  );
}
