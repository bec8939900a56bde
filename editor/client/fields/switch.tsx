import { useForm, type FieldProps } from './context.ts';
import { FieldFrame } from './frame.tsx';

/** Yes or no: a switch, on by default when the schema says so. */
export function SwitchField(props: FieldProps) {
  const { path, schema, value, order } = props;
  const { edit } = useForm();
  const on = value === undefined ? schema.default === true : value === true;
  return (
    <FieldFrame {...props} switch>
      {(shared) => (
        <input {...shared} type="checkbox" role="switch" checked={on} onChange={(event) => edit({ op: 'set', path, value: event.target.checked, ...(order ? { order } : {}) })} />
      )}
    </FieldFrame>
  );
}
