/**
 * An element's text as a reader takes it in: a no-break space that keeps two words on one line
 * (the last two of prose, a number and its word: see KeepCompounds) read as the space it shows.
 */
export const readText = (element: Element | null | undefined): string | undefined => element?.textContent?.replaceAll('\u00a0', ' ');
