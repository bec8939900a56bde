/**
 * The page template (index.html) names the places the build fills: `{{lang}}` in the html element,
 * and `<!--app-head-->`, `<!--app-html-->` and `<!--app-boot-->` for the head tags, the prerendered
 * markup and the script that starts the app. Each must appear exactly once, so an edit to the
 * template that loses one stops the build instead of silently dropping what belonged there.
 */
export interface TemplateSlots {
  lang: string;
  head: string;
  html: string;
  boot: string;
}

const PLACEHOLDERS: Record<keyof TemplateSlots, string> = {
  lang: '{{lang}}',
  head: '<!--app-head-->',
  html: '<!--app-html-->',
  boot: '<!--app-boot-->',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ANY_PLACEHOLDER = new RegExp(Object.values(PLACEHOLDERS).map(escapeRegExp).join('|'), 'g');
const SLOT_OF = new Map(Object.entries(PLACEHOLDERS).map(([slot, placeholder]) => [placeholder, slot as keyof TemplateSlots]));

export function fillTemplate(template: string, slots: TemplateSlots): string {
  for (const placeholder of Object.values(PLACEHOLDERS)) {
    const count = template.split(placeholder).length - 1;
    if (count !== 1) throw new Error(`index.html must contain ${placeholder} exactly once; found it ${count} times`);
  }
  return template.replace(ANY_PLACEHOLDER, (placeholder) => slots[SLOT_OF.get(placeholder)!]);
}
