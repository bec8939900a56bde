import { addLabel, initialValue, itemName } from '../schema.ts';
import { useForm, type FieldProps } from './context.ts';
import { GroupFrame, titleOf } from './frame.tsx';
import { Field } from './index.tsx';
import { ItemButtons } from './item-buttons.tsx';
import { Button } from '../ui/Button.tsx';
import { itemBar, itemName as itemNameLook, listItem, listItems } from './list-styles.ts';

/** A list: each item in a group of its own, with buttons to move it up or down or remove it, and one to add an item. */
export function ListField({ path, schema, value, required, order, label, name }: FieldProps) {
  const { root, edit } = useForm();
  const items = Array.isArray(value) ? value : [];
  const title = titleOf({ label, name, path, schema });
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
    <GroupFrame path={path} schema={schema} title={title} required={required}>
      <ol css={listItems}>
        {items.map((item, index) => (
          <li key={index} css={listItem}>
            <div css={itemBar}>
              <span css={itemNameLook}>{itemName(item, index)}</span>
              <ItemButtons path={path} index={index} count={items.length} name={itemName(item, index)} onRemove={() => remove(index)} minimum={required ? (schema.minItems ?? 0) : 0} />
            </div>
            <Field path={[...path, index]} schema={itemSchema} value={item} required label="" name={`Item ${index + 1} of ${title.toLowerCase()}`} />
          </li>
        ))}
      </ol>
      {!full && (
        <Button onClick={add}>
          {addLabel(path.at(-1))}
        </Button>
      )}
    </GroupFrame>
  );
}
