// The shell's page with a first screen the gateway rendered for this request (first-screen.ts).
// Unlike the staff page of shell-page.ts it shows its screen before any script runs:
// - the stylesheets of the shell's first load and of the remote's own copies are linked in the
//   head (the screen's first paint needs them), not only preloaded;
// - the screen is in `<div id="first-screen" inert aria-hidden="true">` in place of #root: seen,
//   not usable, until the app, which renders into a container of its own, takes its place
//   (shell/src/lib/first-screen/first-screen.ts);
// - the answers it was drawn from are a JSON data block (`#first-answers`: TanStack Query's
//   dehydrated cache), which the page's QueryClient takes before the app renders
//   (shell/src/bootstrap.tsx), so the session check and the screen's data need no request and
//   show what the first screen showed;
// - the scripts are preloaded in the order they run, and the entry starts after the first frame,
//   so its evaluation does not hold that frame back (as on the public pages).
import { FIRST_ANSWERS_ID, type RemoteEntry } from '@tavollet/contract/remote-props';
import type { RenderedFirstScreen } from './first-screen.ts';
import { escapeAttr, inlineJson } from './page-parts.ts';
import type { Sources } from './shell-page.ts';

const FIRST_SCREEN_ID = 'first-screen';

export function composeFirstScreen(s: Sources, list: RemoteEntry[], screen: RenderedFirstScreen): string {
  const links: string[] = [];
  const files = s.remoteFiles.get(screen.remote);
  // The shell's sheets (its frame), then those of the remote's own copies, which style the
  // remote's screen as its server render named its classes: for a design-system component the
  // shell provides, its copy's names, not the shell's (ownStyles in shell-page.ts).
  for (const href of [...s.initial.css.map((f) => `/${f}`), ...(files?.ownStyle ?? [])]) {
    links.push(`<link rel="stylesheet" href="${escapeAttr(href)}">`);
  }
  const preload = (href: string, as: string, extra = '') =>
    links.push(`<link rel="preload" href="${escapeAttr(href)}" as="${as}"${extra}>`);
  if (s.entryScript) preload(s.entryScript, 'script');
  for (const url of files?.fetch ?? []) preload(url, 'fetch', ' crossorigin="anonymous"');
  for (const url of files?.script ?? []) preload(url, 'script');
  for (const file of s.initial.js) preload(`/${file}`, 'script');

  let html = s.template!;
  html = html.replace('<title>', () => `${links.join('')}<title>`);
  html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${screen.title}</title>`);
  html = html.replace(
    '</head>',
    () =>
      `<script type="application/json" id="remotes">${inlineJson(list)}</script>` +
      `<script type="application/json" id="${FIRST_ANSWERS_ID}">${inlineJson(screen.state)}</script></head>`,
  );
  if (s.entryTag && s.staffAfterPaint) {
    html = html.replace(s.entryTag, '');
    html = html.replace('</body>', () => `<script>${s.staffAfterPaint}</script></body>`);
  }
  return html.replace(
    '<div id="root"></div>',
    () => `<div id="${FIRST_SCREEN_ID}" inert aria-hidden="true">${screen.html}</div>`,
  );
}
