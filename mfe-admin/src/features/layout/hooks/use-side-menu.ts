// The side menu on small screens (like the staff layout's): the "Menü" button opens it, focus
// moves to its first link, Escape closes it and returns focus to the button, any navigation or
// Tab out of it closes it.
import { useEffect, useState, type FocusEvent, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

export function useSideMenu(buttonRef: RefObject<HTMLButtonElement | null>, menuRef: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
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
