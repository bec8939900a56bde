/*
 * The house style writes English headings, page titles and project names in Title Case. It is
 * advice, not a rule: validation and the editor point out a heading that breaks it, and nothing
 * refuses one. French capitalises only a heading's first word and its proper nouns, so French
 * content is left out; the one capital the French house style advises against, a figure's words
 * starting with one, is below.
 */

/** Words that stay lower case inside a title (Chicago style), unless they open or close it. */
const MINOR_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'in', 'nor', 'of', 'on', 'or', 'per', 'the', 'to', 'via', 'vs']);

/** The words of a title that should start with a capital and do not. */
export function lowerCaseWords(title: string): string[] {
  const words = title.replace(/\{[^}]*\}/g, 'X').split(/\s+/).filter(Boolean);
  return words.filter((word, index) => {
    const bare = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (!/^\p{L}/u.test(bare)) return false;
    const inner = index > 0 && index < words.length - 1;
    if (inner && MINOR_WORDS.has(bare.toLowerCase())) return false;
    // A hyphenated compound capitalizes its first part only: "E-mail", "Follow-up".
    return /^\p{Ll}/u.test(bare);
  });
}

/** What the advice says about a title, naming the words that would take a capital. */
export function titleCaseAdvice(words: readonly string[]): string {
  const quoted = words.map((word) => `"${word}"`);
  const list = quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
  return `house style writes headings in Title Case: ${list} would start with a capital letter (small words such as "a", "and", "of", "to" stay lower case inside a heading)`;
}

type Path = (string | number)[];

/** Whether a text at this place is a heading, a page title or a project name. */
const isTitle = (key: string, path: Path) => key === 'heading' || key === 'title' || (key === 'name' && path.includes('items'));

/** Every English heading-like text of some content that is not in Title Case, with where it is and the words at fault. */
export function titleCaseNotes(value: unknown, path: Path = []): { path: Path; words: string[] }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => titleCaseNotes(item, [...path, index]));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    if (path.length === 0 && key === 'fr') return [];
    if (typeof child === 'string' && isTitle(key, path)) {
      const words = lowerCaseWords(child);
      return words.length > 0 ? [{ path: [...path, key], words }] : [];
    }
    return titleCaseNotes(child, [...path, key]);
  });
}

/*
 * French reads a figure and its words as one phrase: « Plus de 30 ans d'expérience ». A label
 * that starts with a capital, as an English one copied over does ("Years of experience"), reads
 * « Plus de 30 Ans ». Names (the company's, its products', the others listed, or a word with a
 * second capital such as "RingCentral") keep theirs.
 */

/** The first word of a French figure's label when it takes a capital it should not. */
export function capitalisedFigureWord(label: string, names: readonly string[]): string | undefined {
  if (names.some((name) => label.startsWith(name)) || label.startsWith('{')) return undefined;
  const first = label.split(/\s+/)[0] ?? '';
  const letters = first.replace(/[^\p{L}]/gu, '');
  const capitals = letters.replace(/\P{Lu}/gu, '').length;
  return /^\p{Lu}/u.test(letters) && capitals === 1 ? first : undefined;
}

/** What the advice says about such a label. */
export function figureLabelAdvice(word: string): string {
  return `in French a figure's words continue it ("Plus de 30 ans d'expérience"): "${word}" would start with a small letter, unless it is a name`;
}

interface Content {
  company?: { name?: string; productNames?: string[]; otherNames?: string[] };
  fr?: { pages?: { blocks?: { type?: string; items?: { label?: string }[] }[] }[] };
}

/** Every French stats label that starts with a capital letter it should not, with where it is and the word. */
export function figureLabelNotes(value: unknown): { path: Path; word: string }[] {
  const content = (value ?? {}) as Content;
  const { name, productNames = [], otherNames = [] } = content.company ?? {};
  const names = [...(name ? [name] : []), ...productNames, ...otherNames];
  return (content.fr?.pages ?? []).flatMap((page, pageIndex) =>
    (page.blocks ?? []).flatMap((block, blockIndex) =>
      block.type !== 'stats'
        ? []
        : (block.items ?? []).flatMap((item, itemIndex) => {
            const word = typeof item.label === 'string' ? capitalisedFigureWord(item.label, names) : undefined;
            return word ? [{ path: ['fr', 'pages', pageIndex, 'blocks', blockIndex, 'items', itemIndex, 'label'], word }] : [];
          }),
    ),
  );
}
