// The staff app's first-load files, asked for while the visitor signs in: the page after a sign-in
// is a full page load of the staff app, another bundle. The gateway names its files in the login
// page (`<script type="application/json" id="staff-files">`, gateway/src/pages/shell-page.ts); from
// the first keystroke in the form, or its sending, they are fetched at the lowest priority
// (`rel="prefetch"`), so that load finds them in the browser's cache.

/** The id of the data block listing the files. */
export const STAFF_FILES_ID = 'staff-files';

let asked = false;

export function prefetchStaffApp(): void {
  if (asked || typeof document === 'undefined') return;
  asked = true;
  let files: unknown;
  try {
    files = JSON.parse(document.getElementById(STAFF_FILES_ID)?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  for (const href of files) {
    // Same-origin paths only (a browser reads `/\` as `//`).
    if (typeof href !== 'string' || !/^\/[^/\\]/.test(href)) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.setAttribute('as', href.endsWith('.css') ? 'style' : 'script');
    link.href = href;
    document.head.appendChild(link);
  }
}
