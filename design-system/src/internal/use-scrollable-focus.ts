import type { RefObject } from 'react';
import { useLayoutEffect } from 'react';

/**
 * Makes a scroll container keyboard-reachable (tabindex=0) only while its content overflows,
 * so keyboard users can scroll it (WCAG 2.1.1; axe "scrollable-region-focusable") without
 * adding a useless tab stop when nothing scrolls. While it overflows sideways it also carries
 * `data-overflow-x`, which a stylesheet can use to show a cue (the Table's "← görgethető →").
 *
 * The check runs in a ResizeObserver's report, which the browser delivers after its layout and
 * before painting: reading the sizes there costs no layout of its own. Reading them in the
 * effect or on every DOM mutation forced a synchronous layout each time, ~10 ms of the first
 * screen of a page with a table (docs/architecture.md "Static hosting and caching").
 */
export function useScrollableFocus(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const sideways = el.scrollWidth > el.clientWidth + 1;
      if (sideways || el.scrollHeight > el.clientHeight + 1) el.setAttribute('tabindex', '0');
      else el.removeAttribute('tabindex');
      el.toggleAttribute('data-overflow-x', sideways);
    };
    if (typeof ResizeObserver === 'undefined') {
      update();
      return;
    }
    // Observing reports each element once (the first check), then on every change of its size:
    // the box's own, and its children's, which grow as rows or paragraphs arrive.
    const resize = new ResizeObserver(update);
    resize.observe(el);
    for (const child of Array.from(el.children)) resize.observe(child);
    // A child added later is observed too; its first report runs the check.
    const mutation = new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.addedNodes)) if (node instanceof Element) resize.observe(node);
    });
    mutation.observe(el, { childList: true });
    return () => {
      resize.disconnect();
      mutation.disconnect();
    };
  }, [ref]);
}
