// After a dialog closes, the design system's Dialog returns focus to the element that opened
// it. When that element is gone or disabled (a deleted draft's button, the submit button of a
// form that was just reset), focus would fall to <body>; this hook sends it to `fallbackRef`.
import { useEffect, useRef, type RefObject } from 'react';

export function useFocusFallback(open: boolean, fallbackRef?: RefObject<HTMLElement | null>): void {
  const wasOpen = useRef(false);
  useEffect(() => {
    // Effects run after the Dialog's layout-effect cleanup, so this only acts when that found no target.
    if (wasOpen.current && !open) {
      const active = document.activeElement;
      if ((!active || active === document.body) && fallbackRef?.current) fallbackRef.current.focus();
    }
    wasOpen.current = open;
  }, [open, fallbackRef]);
}
