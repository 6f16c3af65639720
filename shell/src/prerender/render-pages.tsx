// The build's server-side entry (shell/rspack.config.ts, target node): renders the public pages
// with the real components and providers (public/public-app.tsx), exactly as the browser's first
// render will produce them, so `hydrateRoot` in public/index.tsx takes over without a change
// (docs/architecture.md "Loading at run time"). The login page's session check runs only in the
// browser.
import { renderToString } from 'react-dom/server';
import { initI18n, registerNamespace } from '@tavollet/design-system/i18n/i18n';
import shellTexts from '../i18n/hu.json';
import { createQueryClient } from '../lib/query-client.ts';
import { PublicApp, publicPageOf } from '../public/public-app.tsx';
import { PRERENDER_TARGETS, type RenderedPage } from './pages.ts';

const ORIGIN = 'http://prerender.invalid';

function renderPage(url: string): { html: string; title: string } {
  const { pathname, search } = new URL(url, ORIGIN);
  const page = publicPageOf(pathname);
  if (!page) throw new Error(`prerender of ${url}: not a public page`);
  const location = {
    search,
    go: () => {
      throw new Error('a page rendered at build time cannot navigate');
    },
  };
  const html = renderToString(<PublicApp page={page} location={location} queryClient={createQueryClient()} />);
  const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
  if (!heading) throw new Error(`prerender of ${url} has no h1`);
  // As the page's usePageTitle (the design system) will set it.
  return { html, title: `${heading} – ${initI18n().t('productName', { ns: 'common' })}` };
}

/** Every public page, with the class names its markup uses. */
export async function renderPages(): Promise<RenderedPage[]> {
  initI18n();
  registerNamespace('shell', shellTexts);
  const pages: RenderedPage[] = [];
  for (const target of PRERENDER_TARGETS) {
    const { html, title } = renderPage(target.url);
    const classes = new Set<string>();
    for (const m of html.matchAll(/\bclass="([^"]*)"/g)) for (const c of m[1]!.split(/\s+/)) if (c) classes.add(c);
    pages.push({
      path: target.path,
      ...(target.when ? { when: target.when } : {}),
      title,
      html,
      classes: [...classes],
    });
  }
  return pages;
}
