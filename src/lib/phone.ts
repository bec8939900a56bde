/** A tel: link for a phone number as written for people: "+1 (204) 555-0123" becomes "tel:+12045550123". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
