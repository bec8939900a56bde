import type { Locator } from 'playwright-core';

/**
 * What is said of a control besides its name, as a screen reader reads it after the name: the
 * text of each element its aria-describedby names, in order (help, what it shows as, advice,
 * problems), each trimmed.
 */
export function descriptionsOf(control: Locator): Promise<string[]> {
  return control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => element.ownerDocument.getElementById(id)?.textContent?.trim() ?? ''),
  );
}

/** Whether the element has the keyboard focus. */
export function hasFocus(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node === node.ownerDocument.activeElement);
}
