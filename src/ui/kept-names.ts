/** Text longer than this many characters is running text (a paragraph, a quote), not a heading or a label. */
export const RUNNING_TEXT = 100;

/** A name longer than this many characters takes most of a phone's line of running text. */
const LONG_NAME = 20;

/**
 * The part of `name` that `text` keeps on one line. Headings, labels and short texts keep every
 * name whole. Running text keeps a long name ("Prairie Signal Communications") whole but for its
 * last word, before which it may break: moved whole to the next line, it leaves the line before
 * it a third empty on a phone, which reads as the end of a paragraph.
 */
export function keptPart(name: string, text: string): string {
  if (text.length <= RUNNING_TEXT || name.length <= LONG_NAME || !name.includes(' ')) return name;
  return name.slice(0, name.lastIndexOf(' '));
}
