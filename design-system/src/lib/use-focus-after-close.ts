// Moves focus to a chosen element once the next render is committed, i.e. after a closing dialog
// has put focus back on its opener. For openers that are about to disappear (a deleted draft's or
// a decided request's buttons leave their list), so focus never falls to <body>.
import { useCallback, useEffect, useRef, type RefObject } from 'react';

export function useFocusAfterClose(): (target: RefObject<HTMLElement | null>) => void {
  const pending = useRef<RefObject<HTMLElement | null> | null>(null);
  useEffect(() => {
    if (pending.current) {
      pending.current.current?.focus();
      pending.current = null;
    }
  });
  return useCallback((target) => {
    pending.current = target;
  }, []);
}
