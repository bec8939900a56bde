import type { z } from 'zod';
import type { PathSegment } from './locate.ts';

interface Def {
  type: string;
  innerType?: z.ZodType;
  getter?: () => z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
  discriminator?: string;
}

const defOf = (schema: z.ZodType): Def => schema._zod.def as unknown as Def;

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (def.innerType) current = def.innerType;
    else if (def.getter) current = def.getter();
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return current;
  }
}

function pickOption(def: Def, value: unknown): z.ZodType | undefined {
  if (!def.options || !def.discriminator || typeof value !== 'object' || value === null) return undefined;
  const tag = (value as Record<string, unknown>)[def.discriminator];
  return def.options.find((option) => {
    const literal = defOf(unwrap(option)).shape?.[def.discriminator!];
    const values = (literal?._zod.def as { values?: unknown[] } | undefined)?.values;
    return values?.includes(tag);
  });
}

/** The field names the schema allows at a path in the data, for "unknown field" messages. */
export function allowedKeys(root: z.ZodType, data: unknown, path: readonly PathSegment[]): string[] {
  let schema: z.ZodType | undefined = root;
  let value = data;
  const resolve = () => {
    schema = unwrap(schema!);
    const def = defOf(schema);
    if (def.type === 'union') schema = pickOption(def, value) && unwrap(pickOption(def, value)!);
  };
  resolve();
  for (const segment of path) {
    if (!schema) return [];
    const def = defOf(schema);
    if (def.type === 'object') schema = def.shape?.[String(segment)];
    else if (def.type === 'array') schema = def.element;
    else return [];
    value = (value as Record<string | number, unknown> | undefined)?.[segment];
    if (!schema) return [];
    resolve();
  }
  const shape = schema ? defOf(schema).shape : undefined;
  return shape ? Object.keys(shape).filter((key) => key !== '$schema') : [];
}
