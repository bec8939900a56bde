import type { ReactNode } from 'react';
import type { Path } from '../../edits.ts';
import { fieldId, labelOf, pathKey, type JsonSchema } from '../schema.ts';
import { useForm, type FieldProps } from './context.ts';
import { visuallyHidden } from '../../../src/ui/VisuallyHidden.tsx';
import { help } from '../ui/help.ts';
import { acrossBoth, advice as adviceLook, count as countLook, countOver, field, group, invalid as invalidLook, optional, problems as problemsLook, shows as showsLook, switchField } from './frame-styles.ts';

/*
 * The one wrapper every field is drawn in: its label or legend, what the schema says of it, what
 * it shows as on the page, the house style's advice and its problems, each tied to the control
 * for screen readers. A kind of field of one control draws only that control in FieldFrame; a
 * group, a list or a picture draws its fields inside GroupFrame.
 */

/** What a field is called: its label, else the name its list gives it, else its schema's title, else its key as words. */
export const titleOf = ({ label, name, path, schema }: Pick<FieldProps, 'label' | 'name' | 'path' | 'schema'>) =>
  label || name || schema.title || labelOf(path.at(-1) ?? 'content');

/** The problems found at a field, said beside it and tied to it for screen readers. */
export function Messages({ path, id, className }: { path: Path; id: string; className?: string }) {
  const problems = useForm().problems.get(pathKey(path)) ?? [];
  if (problems.length === 0) return null;
  return (
    <ul css={problemsLook} className={className} id={id}>
      {problems.map((problem) => (
        <li key={problem.text}>{problem.message}</li>
      ))}
    </ul>
  );
}

/** What a control carries from its frame: its id and the ids of what is said of it. */
interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

interface FrameProps extends FieldProps {
  /** The control, given what it must carry. */
  children: (control: ControlProps) => ReactNode;
  /** What the text shows as on the page, when it holds placeholders. */
  shows?: string | undefined;
  /** A switch: the box before its label, and no "(optional)": off is a value like on. */
  switch?: boolean;
  /** How many characters a text has, counted beside its limit. */
  length?: number | undefined;
}

/** A field of one control: label, help, the control, what it shows as, advice and problems. */
export function FieldFrame({ path, schema, required, label, name, children, shows, length, switch: isSwitch = false }: FrameProps) {
  const { problems, advice } = useForm();
  const id = fieldId(path);
  const invalid = (problems.get(pathKey(path)) ?? []).length > 0;
  const advised = advice.get(pathKey(path));
  const describedBy =
    [schema.description ? `${id}-help` : '', length !== undefined ? `${id}-count` : '', shows !== undefined ? `${id}-shows` : '', advised !== undefined ? `${id}-advice` : '', invalid ? `${id}-problems` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const labelled = (
    <label htmlFor={id} css={label === '' && !isSwitch ? visuallyHidden : undefined}>
      {titleOf({ label, name, path, schema })}
      {!required && !isSwitch && <span css={optional}> (optional)</span>}
    </label>
  );
  const control = children({ id, 'aria-describedby': describedBy, 'aria-invalid': invalid || undefined, 'aria-required': (required && !isSwitch) || undefined });
  return (
    <div css={[field, isSwitch && switchField, invalid && invalidLook]}>
      {isSwitch ? control : labelled}
      {isSwitch ? labelled : <Help schema={schema} id={`${id}-help`} />}
      {isSwitch ? <Help schema={schema} id={`${id}-help`} css={acrossBoth} /> : control}
      {length !== undefined && schema.maxLength !== undefined && (
        <p css={[countLook, length > schema.maxLength && countOver]} id={`${id}-count`}>
          {length} of {schema.maxLength} characters
        </p>
      )}
      {shows !== undefined && (
        <p css={showsLook} id={`${id}-shows`}>
          Shows as: {shows}
        </p>
      )}
      {advised !== undefined && (
        <p css={adviceLook} id={`${id}-advice`}>
          {advised}
        </p>
      )}
      <Messages path={path} id={`${id}-problems`} css={isSwitch ? acrossBoth : undefined} />
    </div>
  );
}

function Help({ schema, id, className }: { schema: JsonSchema; id: string; className?: string }) {
  return schema.description ? (
    <p css={help} className={className} id={id}>
      {schema.description}
    </p>
  ) : null;
}

/** A group of fields: a fieldset with its legend (and "(optional)"), what the schema says of it, and its problems. */
export function GroupFrame({ path, schema, title, required, children }: { path: Path; schema: JsonSchema; title: string; required: boolean; children: ReactNode }) {
  return (
    <fieldset css={group} id={fieldId(path)} tabIndex={-1}>
      <legend>
        {title}
        {!required && <span css={optional}> (optional)</span>}
      </legend>
      {schema.description && <p css={help}>{schema.description}</p>}
      <Messages path={path} id={`${fieldId(path)}-problems`} />
      {children}
    </fieldset>
  );
}
