import { createContext, memo, useContext, useId, useState, type ReactNode } from 'react';
import type { Edit, Path } from '../edits.ts';
import { uploadImage, type ImageFile, type Problem } from './api.ts';
import { addLabel, fieldId, initialValue, itemName, labelOf, pathKey, resolve, showFacts, variantFor, type Data, type JsonSchema } from './schema.ts';
import type { LanguageCode } from '../../core/languages.ts';

/** What every field needs: the schema's root, the site's pages for links, its images, the problems, and how to change the content. */
export interface FormContext {
  root: JsonSchema;
  links: string[];
  images: ImageFile[];
  setImages: (images: ImageFile[]) => void;
  problems: Map<string, Problem[]>;
  edit: (edit: Edit) => void;
  /** What each placeholder reads as on each language's pages. */
  facts: Record<LanguageCode, Record<string, string>>;
  /** Where the content leaves the house style, by field: advice that never stops a save. */
  advice: Map<string, string>;
}

export const Form = createContext<FormContext | null>(null);
const useForm = () => useContext(Form)!;

/** The problems found at a field, said beside it and tied to it for screen readers. */
function Messages({ path, id }: { path: Path; id: string }) {
  const problems = useForm().problems.get(pathKey(path)) ?? [];
  if (problems.length === 0) return null;
  return (
    <ul className="field-problems" id={id}>
      {problems.map((problem) => (
        <li key={problem.text}>{problem.message}</li>
      ))}
    </ul>
  );
}

interface FieldProps {
  path: Path;
  schema: JsonSchema;
  value: unknown;
  required: boolean;
  /** The order of the keys of the map the field is in, for a field added where it belongs. */
  order?: string[] | undefined;
  /** The field's label; an empty one leaves the group without a legend of its own (a section's form, a list's item). */
  label?: string | undefined;
  /** What its buttons call the field when its label is left out, e.g. "Item 2 of areas served". */
  name?: string | undefined;
}

/** What a field is called: its label, else the name its list gives it, else its key as words. */
const titleOf = ({ label, name, path }: Pick<FieldProps, 'label' | 'name' | 'path'>) => label || name || labelOf(path.at(-1) ?? 'content');

/** The ids of a control's help, its placeholders filled in, its advice and its problems, for `aria-describedby`. */
const describedBy = (schema: JsonSchema, id: string, invalid: boolean, shows = false, advised = false) =>
  [schema.description ? `${id}-help` : '', shows ? `${id}-shows` : '', advised ? `${id}-advice` : '', invalid ? `${id}-problems` : ''].filter(Boolean).join(' ') ||
  undefined;

/**
 * Whether a field would be drawn as it is: the same place, schema and value (an edit copies only
 * the values on its way, so the others keep their identity), and the same words around it.
 */
const drawnAlike = (a: FieldProps, b: FieldProps) =>
  pathKey(a.path) === pathKey(b.path) &&
  a.schema === b.schema &&
  a.value === b.value &&
  a.required === b.required &&
  a.label === b.label &&
  a.name === b.name &&
  a.order?.join() === b.order?.join();

/** One field of the content, drawn from its schema; drawn again only when something it shows changed. */
export const Field = memo(function Field(props: FieldProps) {
  const { root } = useForm();
  const schema = resolve(root, props.schema);
  if (!schema || schema.const !== undefined) return null;
  if (schema.format === 'site-image') return <ImageField {...props} schema={schema} />;
  if (schema.oneOf) return <ObjectField {...props} schema={variantFor(root, schema, props.value) ?? schema} />;
  switch (schema.type) {
    case 'object':
      return <ObjectField {...props} schema={schema} />;
    case 'array':
      return <ListField {...props} schema={schema} />;
    case 'boolean':
      return <SwitchField {...props} schema={schema} />;
    default:
      return <ValueField {...props} schema={schema} />;
  }
}, drawnAlike);

function Help({ schema, id }: { schema: JsonSchema; id: string }) {
  return schema.description ? (
    <p className="field-help" id={id}>
      {schema.description}
    </p>
  ) : null;
}

/**
 * Texts that may hold more than a heading's 100 characters get a box of several lines; a value
 * of a kind of its own (an address, a link) stays on one line, however long it may be.
 */
const LONGEST_ONE_LINE = 100;

/** Text, long text, a number or a choice. */
function ValueField({ path, schema, value, required, order, label, name }: FieldProps) {
  const { edit, links, problems, facts, advice } = useForm();
  const id = fieldId(path);
  const advised = advice.get(pathKey(path));
  const helpId = `${id}-help`;
  const problemId = `${id}-problems`;
  const invalid = (problems.get(pathKey(path)) ?? []).length > 0;
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
  const shared = {
    id,
    'aria-describedby': describedBy(schema, id, invalid, shows !== undefined, advised !== undefined),
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
  };
  let control: ReactNode;
  if (schema.enum) {
    control = (
      <select {...shared} value={text} onChange={(event) => set(event.target.value)}>
        {!required && <option value="">{placeholder ? `Default (${placeholder})` : 'None'}</option>}
        {schema.enum.map((option) => (
          <option key={String(option)} value={String(option)}>
            {String(option)}
          </option>
        ))}
      </select>
    );
  } else if (numeric) {
    control = (
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
  } else if ((schema.maxLength ?? 0) > LONGEST_ONE_LINE && schema.format === undefined) {
    // The schema decides the box, never what is typed: a box swapped mid-word would lose the keys after it.
    control = <textarea {...shared} value={text} placeholder={placeholder} rows={Math.min(8, Math.max(3, Math.ceil(text.length / 60)))} onChange={(event) => set(event.target.value)} />;
  } else {
    const listId = schema.format === 'site-link' ? `${id}-pages` : undefined;
    control = (
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
  }
  return (
    <div className={`field${invalid ? ' field-invalid' : ''}`}>
      <label htmlFor={id} className={label === '' ? 'visually-hidden' : undefined}>
        {titleOf({ label, name, path })}
        {!required && <span className="optional"> (optional)</span>}
      </label>
      <Help schema={schema} id={helpId} />
      {control}
      {shows !== undefined && (
        <p className="field-shows" id={`${id}-shows`}>
          Shows as: {shows}
        </p>
      )}
      {advised !== undefined && (
        <p className="field-advice" id={`${id}-advice`}>
          {advised}
        </p>
      )}
      <Messages path={path} id={problemId} />
    </div>
  );
}

function SwitchField({ path, schema, value, order, label, name }: FieldProps) {
  const { edit, problems } = useForm();
  const id = fieldId(path);
  const invalid = (problems.get(pathKey(path)) ?? []).length > 0;
  const on = value === undefined ? schema.default === true : value === true;
  return (
    <div className="field field-switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={on}
        aria-describedby={describedBy(schema, id, invalid)}
        aria-invalid={invalid || undefined}
        onChange={(event) => edit({ op: 'set', path, value: event.target.checked, ...(order ? { order } : {}) })}
      />
      <label htmlFor={id}>{titleOf({ label, name, path })}</label>
      <Help schema={schema} id={`${id}-help`} />
      <Messages path={path} id={`${id}-problems`} />
    </div>
  );
}

/** A group of fields; an optional one that is left out offers to add it. */
function ObjectField({ path, schema, value, required, order, label, name }: FieldProps) {
  const { root, edit } = useForm();
  const title = titleOf({ label, name, path });
  if (value === undefined && !required) {
    return (
      <div className="field field-absent">
        <span className="field-absent-label">{title}</span>
        <button type="button" id={fieldId(path)} onClick={() => edit({ op: 'set', path, value: initialValue(root, schema), ...(order ? { order } : {}) })}>
          Add {title.toLowerCase()}
        </button>
        {schema.description && <p className="field-help">{schema.description}</p>}
        <Messages path={path} id={`${fieldId(path)}-problems`} />
      </div>
    );
  }
  const keys = Object.keys(schema.properties ?? {});
  const data = (value ?? {}) as Data;
  const body = (
    <>
      {schema.description && path.length > 0 && <p className="field-help">{schema.description}</p>}
      <Messages path={path} id={`${fieldId(path)}-problems`} />
      {keys.map((key) => (
        <Field key={key} path={[...path, key]} schema={schema.properties![key]!} value={data[key]} required={(schema.required ?? []).includes(key)} order={keys} />
      ))}
      {!required && (
        <button type="button" className="quiet" onClick={() => edit({ op: 'set', path, value: undefined })}>
          Remove {title.toLowerCase()}
        </button>
      )}
    </>
  );
  if (path.length === 0 || label === '') return <div className="fields">{body}</div>;
  return (
    <fieldset className="group" id={fieldId(path)} tabIndex={-1}>
      <legend>{title}</legend>
      {body}
    </fieldset>
  );
}

/** The legend of a group of fields, and what the schema says of it. */
function GroupHead({ title, required, schema }: { title: string; required: boolean; schema: JsonSchema }) {
  return (
    <>
      <legend>
        {title}
        {!required && <span className="optional"> (optional)</span>}
      </legend>
      {schema.description && <p className="field-help">{schema.description}</p>}
    </>
  );
}

/** A list: each item in a group of its own, with buttons to move it up or down or remove it, and one to add an item. */
function ListField({ path, schema, value, required, order, label, name }: FieldProps) {
  const { root, edit } = useForm();
  const items = Array.isArray(value) ? value : [];
  const title = titleOf({ label, name, path });
  // An optional list that may not be empty is left out when its last item goes.
  const remove = (index: number) =>
    !required && items.length === 1 && (schema.minItems ?? 0) > 0 ? edit({ op: 'set', path, value: undefined }) : edit({ op: 'remove', path, index });
  const itemSchema = schema.items!;
  const add = () =>
    items.length === 0 && value === undefined
      ? edit({ op: 'set', path, value: [initialValue(root, itemSchema)], ...(order ? { order } : {}) })
      : edit({ op: 'insert', path, index: items.length, value: initialValue(root, itemSchema) });
  const full = schema.maxItems !== undefined && items.length >= schema.maxItems;
  return (
    <fieldset className="group list" id={fieldId(path)} tabIndex={-1}>
      <GroupHead title={title} required={required} schema={schema} />
      <Messages path={path} id={`${fieldId(path)}-problems`} />
      <ol className="list-items">
        {items.map((item, index) => (
          <li key={index} className="list-item">
            <div className="list-item-bar">
              <span className="list-item-name">{itemName(item, index)}</span>
              <ItemButtons path={path} index={index} count={items.length} name={itemName(item, index)} onRemove={() => remove(index)} minimum={required ? (schema.minItems ?? 0) : 0} />
            </div>
            <Field path={[...path, index]} schema={itemSchema} value={item} required label="" name={`Item ${index + 1} of ${title.toLowerCase()}`} />
          </li>
        ))}
      </ol>
      {!full && (
        <button type="button" onClick={add}>
          {addLabel(path.at(-1))}
        </button>
      )}
    </fieldset>
  );
}

const ICONS = {
  up: 'M12 19V5M5 12l7-7 7 7',
  down: 'M12 5v14M5 12l7 7 7-7',
  duplicate: 'M8 8h11v11H8zM5 16V5h11',
  remove: 'M6 6l12 12M18 6L6 18',
};

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Focus for the first of these elements that is there and enabled once the page has redrawn: after
 * a move, the item's own button in its new place; after a removal, its list.
 */
export function focusSoon(...ids: string[]) {
  requestAnimationFrame(() => {
    for (const id of ids) {
      const element = document.getElementById(id) as HTMLButtonElement | null;
      if (element && !element.disabled) return element.focus();
    }
  });
}

/** Move up, move down, duplicate and remove, each naming the item for screen readers. */
export function ItemButtons({
  path,
  index,
  count,
  name,
  duplicate,
  onRemove,
  minimum = 0,
}: {
  path: Path;
  index: number;
  count: number;
  name: string;
  duplicate?: unknown;
  onRemove?: (() => void) | undefined;
  /** The fewest items the list may have: at that many, none can be removed. */
  minimum?: number;
}) {
  const { edit } = useForm();
  const idOf = (at: number, action: string) => `${fieldId(path)}-${at}-${action}`;
  const move = (to: number, action: string, other: string) => {
    edit({ op: 'move', path, from: index, to });
    focusSoon(idOf(to, action), idOf(to, other));
  };
  const remove = () => {
    if (onRemove) onRemove();
    else edit({ op: 'remove', path, index });
    // Focus goes to the list, not to the next item's Remove, where a second Enter would remove that too.
    focusSoon(fieldId(path), 'section-title');
  };
  return (
    <span className="item-buttons">
      <button type="button" id={idOf(index, 'up')} className="icon" aria-label={`Move ${name} up`} title="Move up" disabled={index === 0} onClick={() => move(index - 1, 'up', 'down')}>
        <Icon name="up" />
      </button>
      <button
        type="button"
        id={idOf(index, 'down')}
        className="icon"
        aria-label={`Move ${name} down`}
        title="Move down"
        disabled={index === count - 1}
        onClick={() => move(index + 1, 'down', 'up')}
      >
        <Icon name="down" />
      </button>
      {duplicate !== undefined && (
        <button
          type="button"
          id={idOf(index, 'duplicate')}
          className="icon"
          aria-label={`Duplicate ${name}`}
          title="Duplicate"
          onClick={() => edit({ op: 'insert', path, index: index + 1, value: structuredClone(duplicate) })}
        >
          <Icon name="duplicate" />
        </button>
      )}
      <button type="button" id={idOf(index, 'remove')} className="icon danger" aria-label={`Remove ${name}`} title="Remove" disabled={count <= minimum} onClick={remove}>
        <Icon name="remove" />
      </button>
    </span>
  );
}

/** An image: a picture from public/ (with thumbnails), or a new one uploaded, and what it shows in words. */
function ImageField({ path, schema, value, required, order, label, name }: FieldProps) {
  const { edit, images, setImages, problems } = useForm();
  const [status, setStatus] = useState('');
  const uploadId = useId();
  const title = titleOf({ label, name, path });
  if (value === undefined) return <ObjectField path={path} schema={schema} value={value} required={required} order={order} label={title} />;
  const image = value as Data;
  const src = typeof image.src === 'string' ? image.src : '';
  const keys = Object.keys(schema.properties ?? {});
  const choose = (next: string) => edit({ op: 'set', path: [...path, 'src'], value: next, order: keys });
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setStatus(`Uploading ${file.name}…`);
    const result = await uploadImage(file);
    if (result.error || !result.src) return setStatus(`Not added: ${result.error ?? 'the upload failed'}`);
    setImages(result.images ?? images);
    choose(result.src);
    setStatus(`Added ${result.src}`);
  };
  const id = fieldId([...path, 'src']);
  return (
    <fieldset className="group image-field" id={fieldId(path)} tabIndex={-1}>
      <GroupHead title={title} required={required} schema={schema} />
      <Messages path={[...path, 'src']} id={`${id}-problems`} />
      <details className="image-picker" open={!src}>
        <summary>
          {src ? <img className="thumbnail" src={src} alt="" width={96} height={72} /> : null}
          <span>{src ? `Picture: ${src}` : 'Choose a picture'}</span>
        </summary>
        <div
          role="radiogroup"
          aria-label={`Picture for ${title.toLowerCase()}`}
          aria-describedby={problems.has(pathKey([...path, 'src'])) ? `${id}-problems` : undefined}
          className="image-grid"
          id={id}
        >
          {images.map((file) => (
            <label key={file.src} className="image-option">
              <input type="radio" name={id} value={file.src} checked={file.src === src} onChange={() => choose(file.src)} />
              <img src={file.src} alt="" width={96} height={72} loading="lazy" />
              <span>{file.src.replace(/^\/images\//, '')}</span>
            </label>
          ))}
        </div>
      </details>
      <div className="image-upload">
        <input id={uploadId} className="visually-hidden" type="file" accept="image/jpeg,image/png,image/webp,image/avif,image/svg+xml" onChange={(event) => void upload(event.target.files?.[0])} />
        <label htmlFor={uploadId} className="button">
          Upload a new picture
        </label>
        <span role="status">{status}</span>
      </div>
      <Field path={[...path, 'alt']} schema={schema.properties!.alt!} value={image.alt} required order={keys} label="Alt text" />
      {!required && (
        <button type="button" className="quiet" onClick={() => edit({ op: 'set', path, value: undefined })}>
          Remove {title.toLowerCase()}
        </button>
      )}
      <Messages path={path} id={`${fieldId(path)}-problems`} />
    </fieldset>
  );
}
