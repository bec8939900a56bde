import { memo, type ComponentType } from 'react';
import { pathKey, resolve, variantFor, type JsonSchema } from '../schema.ts';
import { useForm, type FieldProps } from './context.ts';
import { GroupField } from './group.tsx';
import { ImageField } from './image.tsx';
import { ListField } from './list.tsx';
import { SwitchField } from './switch.tsx';
import { ValueField } from './value.tsx';

/*
 * The fields of the editor's forms, drawn from the JSON Schema of the place they edit. Each kind
 * of field draws its control inside the one frame (frame.tsx) that gives every field its label,
 * help, advice and problems; the first kind whose test a schema passes draws it. The kinds' own
 * modules import `Field` back for what they hold, so the rest of the editor reaches them through
 * this module, which is evaluated first.
 */

export { Form, type FormContext } from './context.ts';
export { focusSoon, ItemButtons } from './item-buttons.tsx';

interface FieldKind {
  /** What the kind is, for whoever reads the list. */
  name: string;
  /** Whether a schema (its references resolved) is drawn by this kind. */
  draws: (schema: JsonSchema) => boolean;
  Control: ComponentType<FieldProps>;
}

/** The kinds of field, most particular first: the last draws any value. */
const fieldKinds: readonly FieldKind[] = [
  { name: 'picture', draws: (schema) => schema.format === 'site-image', Control: ImageField },
  { name: 'group', draws: (schema) => schema.type === 'object' || schema.oneOf !== undefined, Control: GroupField },
  { name: 'list', draws: (schema) => schema.type === 'array', Control: ListField },
  { name: 'switch', draws: (schema) => schema.type === 'boolean', Control: SwitchField },
  { name: 'value', draws: () => true, Control: ValueField },
];

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
  const resolved = resolve(root, props.schema);
  if (!resolved || resolved.const !== undefined) return null;
  // A choice of shapes (a block's variants) is drawn as the shape its value has.
  const schema = resolved.oneOf ? (variantFor(root, resolved, props.value) ?? resolved) : resolved;
  const { Control } = fieldKinds.find((kind) => kind.draws(schema))!;
  return <Control {...props} schema={schema} />;
}, drawnAlike);
