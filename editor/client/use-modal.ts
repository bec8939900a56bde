import { useEffect, useRef } from 'react';

/**
 * A `<dialog>` shown as a modal while `open` holds (focus stays inside, Escape closes it) and
 * closed when it no longer does; `onOpen` runs each time it opens.
 */
export function useModal(open: boolean, onOpen?: () => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opened = useRef(onOpen);
  useEffect(() => {
    opened.current = onOpen;
  });
  useEffect(() => {
    const element = dialog.current!;
    if (open && !element.open) {
      element.showModal();
      opened.current?.();
    }
    if (!open && element.open) element.close();
  }, [open]);
  return dialog;
}
