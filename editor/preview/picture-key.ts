/**
 * Content whose pictures' addresses carry the picture key. The editor shows its pictures only to
 * addresses that carry it (a cookie would reach every program on localhost), so the preview draws
 * them from these; the content itself, and what is saved, keeps the plain addresses.
 */
export function withPictureKey<Content>(content: Content, key: string): Content {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (typeof value !== 'object' || value === null) return value;
    const copy = Object.fromEntries(Object.entries(value).map(([field, item]) => [field, visit(item)]));
    if (typeof copy.src === 'string' && copy.src.startsWith('/images/')) copy.src = `${copy.src}?key=${key}`;
    return copy;
  };
  return visit(content) as Content;
}
