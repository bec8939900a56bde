/**
 * The words a repeated link label needs to make sense on its own, read by screen readers and
 * search engines but not shown: "Learn more" becomes "Learn more about Web Development", "En savoir
 * plus" "En savoir plus sur Développement web" (it still starts with the visible words, for voice
 * control); none when the label already names the thing. `about` is the page's language's word.
 */
export function linkSuffix(label: string, subject: string, about: string): string | undefined {
  return label.toLocaleLowerCase().includes(subject.toLocaleLowerCase()) ? undefined : `${about} ${subject}`;
}

/** The address without its scheme, for display: "https://www.example.com/" shows as "example.com". */
export function displayHost(href: string): string {
  return new URL(href).host.replace(/^www\./, '');
}
