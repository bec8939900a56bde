/**
 * An element's text as a reader takes it in: the no-break space that keeps the last two words of
 * prose on one line (see KeepCompounds) read as the space it shows.
 */
export const readText = (element: Element | null | undefined): string | undefined => element?.textContent?.replaceAll('\u00a0', ' ');
