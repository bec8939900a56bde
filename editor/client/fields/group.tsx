import { NAME_FIELDS } from '../derived-names.ts';
import { fieldId, initialValue, pathKey, type Data } from '../schema.ts';
import { useForm, type FieldProps } from './context.ts';
import { GroupFrame, Messages, titleOf } from './frame.tsx';
import { Field } from './index.tsx';
import { Button } from '../ui/Button.tsx';
import { help } from '../ui/help.ts';
import { absent, absentName, acrossBoth, advanced, field, fields as fieldsLook } from './frame-styles.ts';

/** A group of fields; an optional one that is left out offers to add it. */
export function GroupField({ path, schema, value, required, order, label, name }: FieldProps) {
  const { root, edit, problems } = useForm();
  const title = titleOf({ label, name, path, schema });
  if (value === undefined && !required) {
    return (
      <div css={[field, absent]}>
        <span css={absentName}>{title}</span>
        <Button id={fieldId(path)} onClick={() => edit({ op: 'set', path, value: initialValue(root, schema), ...(order ? { order } : {}) })}>
          Add {title.toLowerCase()}
        </Button>
        {schema.description && <p css={[help, acrossBoth]}>{schema.description}</p>}
        <Messages path={path} id={`${fieldId(path)}-problems`} />
      </div>
    );
  }
  const keys = Object.keys(schema.properties ?? {});
  const data = (value ?? {}) as Data;
  const fieldOf = (key: string) => (
    <Field key={key} path={[...path, key]} schema={schema.properties![key]!} value={data[key]} required={(schema.required ?? []).includes(key)} order={keys} />
  );
  // An id that follows the item's name (derived-names.ts) is kept out of the way, unless one that
  // was written has a problem (an empty one is filled in as the name is typed).
  const hiddenId = keys.includes('id') && NAME_FIELDS.some((key) => keys.includes(key));
  const idProblems = hiddenId && data.id !== '' && (problems.get(pathKey([...path, 'id'])) ?? []).length > 0;
  const fields = [
    ...keys.filter((key) => !(hiddenId && key === 'id')).map(fieldOf),
    ...(hiddenId
      ? [
          <details key="advanced" css={advanced} open={idProblems || undefined}>
            <summary>Advanced: id</summary>
            {fieldOf('id')}
          </details>,
        ]
      : []),
  ];
  const remove = !required && (
    <Button look="quiet" onClick={() => edit({ op: 'set', path, value: undefined })}>
      Remove {title.toLowerCase()}
    </Button>
  );
  // A section's form, or a list's item, has its title above it already.
  if (path.length === 0 || label === '') {
    return (
      <div css={fieldsLook}>
        {schema.description && path.length > 0 && <p css={help}>{schema.description}</p>}
        <Messages path={path} id={`${fieldId(path)}-problems`} />
        {fields}
        {remove}
      </div>
    );
  }
  return (
    <GroupFrame path={path} schema={schema} title={title} required={required}>
      {fields}
      {remove}
    </GroupFrame>
  );
}
