import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'wouter';
import { nextDisclosureMode, type DisclosureEvent, type DisclosureMode } from '../../lib/disclosure.ts';
import { theme } from '../../theme/theme.ts';
import { useCloseOnOutside } from '../use-close-on-outside.ts';

const isMouse = (event: PointerEvent) => event.pointerType === 'mouse' || event.pointerType === 'pen';

/**
 * The behaviour of one dropdown: hover with a grace period on leaving, a disclosure button for
 * click and keyboard, Escape and focus leaving to close. It closes by itself on navigation, because
 * the state remembers the path it was opened on.
 */
export function useDisclosure() {
  const [location] = useLocation();
  const [state, setState] = useState<{ mode: DisclosureMode; at: string }>({ mode: 'closed', at: location });
  const mode = state.at === location ? state.mode : 'closed';
  const open = mode !== 'closed';
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const pointerInside = useRef(false);
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const send = (event: DisclosureEvent) =>
    setState((current) => ({ mode: nextDisclosureMode(current.at === location ? current.mode : 'closed', event), at: location }));

  useEffect(() => () => clearTimeout(leaveTimer.current), []);
  useCloseOnOutside(itemRef, open, () => setState({ mode: 'closed', at: location }));

  const itemProps = {
    ref: itemRef,
    onPointerEnter(event: PointerEvent) {
      if (!isMouse(event)) return;
      pointerInside.current = true;
      clearTimeout(leaveTimer.current);
      send('pointer-enter');
    },
    onPointerLeave(event: PointerEvent) {
      if (!isMouse(event)) return;
      pointerInside.current = false;
      leaveTimer.current = setTimeout(() => send('pointer-left'), theme.motion.hoverOutDelay);
    },
    onBlur(event: FocusEvent) {
      const next = event.relatedTarget as Node | null;
      if (itemRef.current?.contains(next) || (next === null && pointerInside.current)) return;
      send('close');
    },
    onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      send('close');
      buttonRef.current?.focus();
    },
  };

  const buttonProps = {
    ref: buttonRef,
    'aria-expanded': open,
    onClick: () => send('toggle'),
    onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      flushSync(() => send('open'));
      listRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    },
  };

  return { open, itemProps, buttonProps, listRef };
}
