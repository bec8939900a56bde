import { createContext, useContext } from 'react';
import type { Edit, Path } from '../../edits.ts';
import type { ImageFile, Problem } from '../api.ts';
import type { JsonSchema } from '../schema.ts';
import type { LanguageCode } from '../../../core/languages.ts';

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
export const useForm = () => useContext(Form)!;

/** What every kind of field is given: where it is, its schema and value, and what to call it. */
export interface FieldProps {
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
