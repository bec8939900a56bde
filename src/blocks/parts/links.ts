/**
 * The words a repeated link label needs to make sense on its own, read by screen readers and
 * search engines but not shown: "Learn more" becomes "Learn more about Web Development" (it still
 * starts with the visible words, for voice control); none when the label already names the thing.
 */
export function linkSuffix(label: string, subject: string): string | undefined {
  return label.toLocaleLowerCase().includes(subject.toLocaleLowerCase()) ? undefined : `about ${subject}`;
}

/** The address without its scheme, for display: "https://www.example.com/" shows as "example.com". */
export function displayHost(href: string): string {
  return new URL(href).host.replace(/^www\./, '');
}
