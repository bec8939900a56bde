/** Text longer than this many characters is running text (a paragraph, a quote), not a heading or a label. */
export const RUNNING_TEXT = 100;

/** A name longer than this many characters takes most of a phone's line of running text. */
const LONG_NAME = 20;

/**
 * What running text keeps of `name` on one line: a long name ("Prairie Signal Communications")
 * whole but for its last word, before which it may break. Moved whole to the next line, it leaves
 * the line before it a third empty on a phone, which reads as the end of a paragraph.
 */
export function keptInRunningText(name: string): string {
  return name.length <= LONG_NAME || !name.includes(' ') ? name : name.slice(0, name.lastIndexOf(' '));
}

/** The part of `name` that `text` keeps on one line: all of it in headings, labels and short texts. */
export function keptPart(name: string, text: string): string {
  return text.length > RUNNING_TEXT ? keptInRunningText(name) : name;
}
