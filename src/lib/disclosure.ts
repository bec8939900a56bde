/**
 * A dropdown is closed, open because the pointer rests on it, or pinned open by a click or the
 * keyboard. Only a hover-opened dropdown closes when the pointer leaves; a pinned one waits for
 * Escape, a second click, focus moving away or a click outside.
 */
export type DisclosureMode = 'closed' | 'hover' | 'pinned';

export type DisclosureEvent = 'pointer-enter' | 'pointer-left' | 'toggle' | 'open' | 'close';

export function nextDisclosureMode(mode: DisclosureMode, event: DisclosureEvent): DisclosureMode {
  switch (event) {
    case 'pointer-enter':
      return mode === 'closed' ? 'hover' : mode;
    case 'pointer-left':
      return mode === 'hover' ? 'closed' : mode;
    case 'toggle':
      return mode === 'pinned' ? 'closed' : 'pinned';
    case 'open':
      return 'pinned';
    case 'close':
      return 'closed';
  }
}
