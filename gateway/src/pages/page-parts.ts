// Small pieces of the shell's page (shell-page.ts, first-screen-page.ts).
import { createHash } from 'node:crypto';

export const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** JSON inside a <script> element: no `</script>` or `<!--` can close or confuse it. */
export const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A CSP source allowing one inline script. */
export const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * On a page rendered at build time, its scripts start after the first frame: run at the end of
 * parsing, their evaluation held that frame back by up to a quarter of a second on a busy
 * machine. In order (`async = false`).
 */
export function startAfterFirstPaint(srcs: string[]): string {
  return `requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(srcs)}.forEach(function(u){var s=document.createElement('script');s.src=u;s.async=false;document.head.appendChild(s)})})})`;
}
