/** The inline style of a reveal under way; the hidden state is opacity 0 at theme.motion.revealDistance. */
export function writeRevealStyle(element: HTMLElement, opacity: number, y: number): void {
  element.style.opacity = String(opacity);
  element.style.transform = `translate3d(0, ${y}px, 0)`;
}

/** Back to the element's own styles: its natural, final state. */
export function clearRevealStyle(element: HTMLElement): void {
  element.style.removeProperty('opacity');
  element.style.removeProperty('transform');
}
