/** Up to two initials from a person's name: "Dana Whitford" is "DW", "Prince" is "P". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter((word) => /\p{L}/u.test(word));
  const picked = words.length > 1 ? [words[0]!, words.at(-1)!] : words.slice(0, 1);
  return picked.map((word) => word.match(/\p{L}/u)![0]!.toLocaleUpperCase()).join('');
}
