// Starts the shell once the shared modules are in: texts, the first remote's download, render.
// A public page the gateway served already rendered (docs/architecture.md "Loading at run time")
// is hydrated: the same markup, what the visitor typed meanwhile kept.
import '@tavollet/design-system/tokens.css';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { initI18n, registerNamespace } from '@tavollet/design-system/i18n/i18n';
import shellTexts from './i18n/hu.json';
import { preloadRemoteForPath } from './lib/federation/load-remote.ts';
import { RemoteUnavailableError } from './lib/federation/remote-errors.ts';
import { App } from './app/app.tsx';
import { routes } from './app/router.tsx';
import { listenForSessionExpiry } from './lib/session/session-expiry.ts';
import { forgetServerStateOnSignOut } from './lib/session/forget-server-state.ts';
import { hasSignedInHint } from './lib/session/stores/session-store.ts';
import { createQueryClient } from './lib/query-client.ts';
import { canHydrate, prerenderedHydrationData } from './prerender/hydration.ts';

initI18n();
registerNamespace('shell', shellTexts);
// The route is known before anything renders: start the remote's download now. The router's
// loader for that route then waits for it (app/router.tsx), so it renders without suspending.
preloadRemoteForPath(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const hydrate = canHydrate(container, routes, hasSignedInHint());
const router = createBrowserRouter(
  routes,
  hydrate ? { hydrationData: prerenderedHydrationData(routes, window.location.pathname) } : undefined,
);
listenForSessionExpiry(router);
const queryClient = createQueryClient();
forgetServerStateOnSignOut(queryClient);

const options: RootOptions = {
  // A remote that could not be downloaded was already logged with its cause by the federation
  // error plugin; the error panel handles it. Everything else is logged as React would.
  onCaughtError(error, info) {
    if (error instanceof RemoteUnavailableError) return;
    console.error(error, info.componentStack);
  },
};
const app = <App router={router} queryClient={queryClient} />;
if (!hydrate) container.replaceChildren(); // built markup that is not taken over goes at once
container.removeAttribute('data-prerendered');
if (hydrate) hydrateRoot(container, app, options);
else createRoot(container, options).render(app);
