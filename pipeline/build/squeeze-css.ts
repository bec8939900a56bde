import { parseAst, type Plugin } from 'vite';

const EMOTION = '@emotion/react';
const TAGS = new Set(['css', 'keyframes']);

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Range = { start: number; end: number };

/** Characters a space beside them never separates from anything (a space before `:` may: `& :hover`). */
const AFTER_NOTHING = '{};:,';
const BEFORE_NOTHING = '{};,';

/**
 * The text pieces of one CSS template (between its interpolations) without the white space CSS
 * does not need: none at the ends of the template or next to `{ } ; ,`, nor after `:`; a single
 * space elsewhere, where it may separate two words, or a word and an interpolation. Quoted strings
 * and comments are copied as they are, even across interpolations; a template with a `//` in it
 * (a line comment, which would swallow the lines joined to it) is left alone.
 */
export function squeezeCss(pieces: readonly string[]): string[] {
  if (pieces.some((piece) => piece.includes('//'))) return [...pieces];
  let closer: string | undefined;
  return pieces.map((piece, index) => {
    let squeezed = '';
    let at = 0;
    while (at < piece.length) {
      if (closer) {
        const end = closingAt(piece, at, closer);
        squeezed += piece.slice(at, end);
        if (end < piece.length) closer = undefined;
        at = end;
        continue;
      }
      const char = piece[at]!;
      if (/\s/.test(char)) {
        let end = at;
        while (end < piece.length && /\s/.test(piece[end]!)) end++;
        const before = at > 0 ? piece[at - 1]! : index === 0 ? '' : undefined;
        const after = end < piece.length ? piece[end]! : index === pieces.length - 1 ? '' : undefined;
        const needless = before === '' || after === '' || (before !== undefined && AFTER_NOTHING.includes(before)) || (after !== undefined && BEFORE_NOTHING.includes(after));
        if (!needless) squeezed += ' ';
        at = end;
        continue;
      }
      const opener = char === '"' || char === "'" ? char : piece.startsWith('/*', at) ? '/*' : undefined;
      if (opener) closer = opener === '/*' ? '*/' : opener;
      squeezed += opener ?? char;
      at += opener?.length ?? 1;
    }
    return squeezed;
  });
}

/** Where the quoted string or comment open at `at` ends: just past `closer`, or the end of the piece. */
function closingAt(piece: string, at: number, closer: string): number {
  for (let end = at; end < piece.length; end++) {
    if (piece[end] === '\\') end++;
    else if (piece.startsWith(closer, end)) return end + closer.length;
  }
  return piece.length;
}

/** The local names the module gives Emotion's `css` and `keyframes`. */
function emotionTags(program: Node): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration' || (statement.source as { value: string }).value !== EMOTION) continue;
    for (const specifier of statement.specifiers as Node[]) {
      const imported = specifier.imported as { name?: string } | undefined;
      if (specifier.type === 'ImportSpecifier' && imported?.name && TAGS.has(imported.name)) names.add((specifier.local as { name: string }).name);
    }
  }
  return names;
}

/** The text pieces of every css`` and keyframes`` template in the module, template by template. */
function cssTemplates(node: unknown, tags: Set<string>, templates: Range[][] = []): Range[][] {
  if (!node || typeof node !== 'object') return templates;
  if (Array.isArray(node)) {
    for (const child of node) cssTemplates(child, tags, templates);
    return templates;
  }
  const { type, tag, quasi } = node as { type?: string; tag?: { type: string; name?: string }; quasi?: { quasis: Node[] } };
  if (type === 'TaggedTemplateExpression' && tag?.type === 'Identifier' && tag.name && tags.has(tag.name) && quasi) {
    templates.push(quasi.quasis.map(({ start, end }) => ({ start, end })));
  }
  for (const [key, value] of Object.entries(node)) if (key !== 'type') cssTemplates(value, tags, templates);
  return templates;
}

/**
 * Emotion's css`` and keyframes`` templates without the white space their CSS does not need (as
 * @emotion/babel-plugin's minify does): the same rules in fewer bytes of script. Both builds use
 * it, so the class names the server writes and those the browser computes stay the same.
 */
export function squeezeCssPlugin(): Plugin {
  return {
    name: 'squeeze-css-templates',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes(EMOTION)) return undefined;
      const program = parseAst(code) as unknown as Node;
      const tags = emotionTags(program);
      if (tags.size === 0) return undefined;
      const replacements = cssTemplates(program.body, tags).flatMap((pieces) => {
        const squeezed = squeezeCss(pieces.map(({ start, end }) => code.slice(start, end)));
        return pieces.map((piece, index) => ({ ...piece, text: squeezed[index]! }));
      });
      let result = '';
      let last = 0;
      for (const { start, end, text } of replacements.sort((a, b) => a.start - b.start)) {
        result += code.slice(last, start) + text;
        last = end;
      }
      return { code: result + code.slice(last), map: null };
    },
  };
}
