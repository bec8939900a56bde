/**
 * A block type's example, made to fit the site it is added to: the ids it names from a top-level
 * list (the testimonials a quote or a carousel shows) become ids that list really has.
 */
export function fitExample(example: unknown, references: readonly (readonly [field: string, collection: string])[], collections: Record<string, unknown>): unknown {
  const fitted = structuredClone(example) as Record<string, unknown>;
  for (const [field, collection] of references) {
    const list = collections[collection];
    const ids = Array.isArray(list) ? list.map((item) => (item as { id?: unknown }).id).filter((id): id is string => typeof id === 'string') : [];
    const named = fitted[field];
    if (ids.length === 0) delete fitted[field];
    else if (Array.isArray(named)) fitted[field] = ids.slice(0, Math.max(1, named.length));
    else if (typeof named === 'string') fitted[field] = ids[0];
  }
  return fitted;
}
