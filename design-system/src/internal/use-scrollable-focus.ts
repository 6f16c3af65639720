import type { RefObject } from 'react';
import { useLayoutEffect } from 'react';

/**
 * Makes a scroll container keyboard-reachable (tabindex=0) only while its content overflows,
 * so keyboard users can scroll it (WCAG 2.1.1; axe "scrollable-region-focusable") without
 * adding a useless tab stop when nothing scrolls.
 */
export function useScrollableFocus(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const scrollable = el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1;
      if (scrollable) el.setAttribute('tabindex', '0');
      else el.removeAttribute('tabindex');
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const resize = new ResizeObserver(update);
    resize.observe(el);
    for (const child of Array.from(el.children)) resize.observe(child);
    // Content added later (rows, paragraphs) can overflow without resizing the container.
    const mutation = new MutationObserver(update);
    mutation.observe(el, { childList: true, subtree: true });
    return () => {
      resize.disconnect();
      mutation.disconnect();
    };
  }, [ref]);
}
