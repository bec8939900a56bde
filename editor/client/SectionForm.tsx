import { css } from '@emotion/react';
import type { Path } from '../edits.ts';
import { valueAt } from '../edits.ts';
import { Field, ItemButtons } from './fields/index.tsx';
import { factsOf, fieldId, schemaAt, type Data, type JsonSchema } from './schema.ts';
import { blockName, type Section } from './Sidebar.tsx';
import { Button } from './ui/Button.tsx';
import { itemBar, listItem, listItems } from './fields/list-styles.ts';
import { tokens } from './ui/tokens.ts';

const { space } = tokens;

/** A page's or a block's buttons, above its fields. */
const itemActions = css`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space(6)};
  margin-bottom: ${space(6)};
`;

const pageBlocks = css`
  display: grid;
  gap: ${space(5)};
  margin-top: ${space(10)};
  & h3 {
    margin: 0;
  }
`;

interface SectionFormProps {
  section: Section;
  data: Data;
  root: JsonSchema;
  blocksPath: Path;
  onSelect: (path: Path) => void;
  onAddBlock: () => void;
}

/** The form of the section chosen in the sidebar: its fields, and for a page its blocks. */
export function SectionForm({ section, data, root, blocksPath, onSelect, onAddBlock }: SectionFormProps) {
  const schema = schemaAt(root, section.path, data);
  const value = valueAt(data, section.path);
  if (!schema) return <p>This part of the file has no form.</p>;
  const parent = schemaAt(root, section.path.slice(0, -1), data);
  const key = section.path.at(-1)!;
  // A form that shows only some of a section's fields never removes the section as a whole.
  const required = typeof key === 'number' || (parent?.required ?? []).includes(String(key)) || section.only !== undefined;
  const isPage = section.only !== undefined && section.children !== undefined;
  const isBlock = section.path.at(-2) === 'blocks';
  // A page's form leaves its blocks to the list below it; the French settings leave the rest of `fr` to their own places.
  const fields = section.only ? { ...schema, properties: Object.fromEntries(section.only.flatMap((name) => (schema.properties?.[name] ? [[name, schema.properties[name]]] : []))) } : schema;
  const label = schema.type === 'object' && value !== undefined ? '' : section.label;
  const blocks = (valueAt(data, blocksPath) as unknown[] | undefined) ?? [];
  const facts = factsOf(data)[section.path[0] === 'fr' ? 'fr' : 'en'];
  const pageCount = isPage ? ((valueAt(data, section.path.slice(0, -1)) as unknown[] | undefined)?.length ?? 0) : 0;
  return (
    <>
      {isPage && (
        <div css={itemActions}>
          <ItemButtons path={section.path.slice(0, -1)} index={key as number} count={pageCount} name={`page ${String((value as Data | undefined)?.path ?? '')}`} minimum={1} />
        </div>
      )}
      {isBlock && (
        <div css={itemActions}>
          <ItemButtons path={section.path.slice(0, -1)} index={key as number} count={blocks.length} name={blockName(value, facts)} duplicate={value} minimum={1} />
        </div>
      )}
      <Field path={section.path} schema={fields} value={value} required={required} label={label} name={section.label} />
      {isPage && (
        <section css={pageBlocks} aria-labelledby="page-blocks-title">
          <h3 id="page-blocks-title">Blocks, top to bottom</h3>
          <ol css={listItems} id={fieldId(blocksPath)} tabIndex={-1} aria-labelledby="page-blocks-title">
            {blocks.map((block, index) => (
              <li key={index} css={[listItem, itemBar]}>
                <Button look="link" onClick={() => onSelect([...blocksPath, index])}>
                  {blockName(block, facts)}
                </Button>
                <ItemButtons path={blocksPath} index={index} count={blocks.length} name={blockName(block, facts)} duplicate={block} minimum={1} />
              </li>
            ))}
          </ol>
          <Button onClick={onAddBlock}>
            Add a block…
          </Button>
        </section>
      )}
      {isBlock && (
        <Button onClick={onAddBlock}>
          Add a block after this one…
        </Button>
      )}
    </>
  );
}
