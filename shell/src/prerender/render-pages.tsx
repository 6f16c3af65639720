// The build's server-side entry (shell/rspack.config.ts, target node): renders the public pages
// with the real components, router and providers, exactly as the browser's first render will
// produce them, so `hydrateRoot` in bootstrap.tsx takes over without a change
// (docs/architecture.md "Loading at run time"). No loader runs here: the login page's guard
// asks for the session only in the browser.
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { initI18n, registerNamespace } from '@tavollet/design-system/i18n/i18n';
import shellTexts from '../i18n/hu.json';
import { routes } from '../app/router.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { PRERENDER_TARGETS, type PrerenderedPage } from './pages.ts';

const ORIGIN = 'http://prerender.invalid';

async function renderPage(url: string): Promise<{ html: string; title: string }> {
  const handler = createStaticHandler(routes);
  // Every loader's answer is `null` without running it, as bootstrap.tsx's hydration data says.
  const context = await handler.query(new Request(ORIGIN + url), {
    dataStrategy: ({ matches }) =>
      Promise.resolve(Object.fromEntries(matches.map((m) => [m.route.id, { type: 'data' as const, result: null }]))),
  });
  if (context instanceof Response) throw new Error(`prerender of ${url} answered a response`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
  );
  const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
  if (!heading) throw new Error(`prerender of ${url} has no h1`);
  // As the page's usePageTitle (the design system) will set it.
  return { html, title: `${heading} – ${initI18n().t('productName', { ns: 'common' })}` };
}

/** Every public page, with the class names its markup uses. */
export async function renderPages(): Promise<PrerenderedPage[]> {
  initI18n();
  registerNamespace('shell', shellTexts);
  const pages: PrerenderedPage[] = [];
  for (const target of PRERENDER_TARGETS) {
    const { html, title } = await renderPage(target.url);
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
