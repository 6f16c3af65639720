// The side menu on small screens: the "Menü" button opens it, focus moves to its first link,
// Escape closes it and returns focus to the button; a new `closeKey` (the path after a
// navigation) or Tab out of it closes it, so it never covers a page the keyboard is on.
import { useEffect, useState, type FocusEvent, type RefObject } from 'react';

export function useSideMenu(
  closeKey: unknown,
  buttonRef: RefObject<HTMLButtonElement | null>,
  menuRef: RefObject<HTMLElement | null>,
) {
  const [open, setOpen] = useState(false);

  const [lastKey, setLastKey] = useState(closeKey);
  if (lastKey !== closeKey) {
    setLastKey(closeKey);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('a')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, buttonRef, menuRef]);

  const onBlur = (e: FocusEvent<HTMLElement>) => {
    const next = e.relatedTarget as Node | null;
    if (open && next && !e.currentTarget.contains(next) && next !== buttonRef.current) setOpen(false);
  };

  return { open, toggle: () => setOpen((o) => !o), onBlur };
}
