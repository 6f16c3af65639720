// Starts the shell once the shared modules are in: texts, the first remote's download, render.
// The public pages are not here: they are a bundle of their own (public/index.tsx).
import '@tavollet/design-system/tokens.css';
import { hydrate } from '@tanstack/react-query';
import { createRoot, type RootOptions } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { initI18n, registerNamespace } from '@tavollet/design-system/i18n/i18n';
import shellTexts from './i18n/hu.json';
import { preloadRemoteForPath } from './lib/federation/load-remote.ts';
import { RemoteUnavailableError } from './lib/federation/remote-errors.ts';
import { App } from './app/app.tsx';
import { routes } from './app/router.tsx';
import { listenForSessionExpiry } from './lib/session/session-expiry.ts';
import { forgetServerStateOnSignOut } from './lib/session/forget-server-state.ts';
import { createQueryClient } from './lib/query-client.ts';
import { appContainer, handOverFirstScreen, takeFirstAnswers } from './lib/first-screen/first-screen.ts';
import { sessionFromAnswers } from './lib/session/load-session.ts';
import { useSessionStore } from './lib/session/stores/session-store.ts';

initI18n();
registerNamespace('shell', shellTexts);
// The route is known before anything renders: start the remote's download now. The router's
// loader for that route then waits for it (app/router.tsx), so it renders without suspending.
preloadRemoteForPath(window.location.pathname);

// #root, or below a first screen the gateway rendered, the container that takes its place once
// the app shows the same screen (lib/first-screen/first-screen.ts).
const container = appContainer();
const queryClient = createQueryClient();
// Such a page came with the answers its screen was drawn from: before the router's guards run,
// the session check and the screen's reads find them and ask nothing.
const firstAnswers = takeFirstAnswers();
if (firstAnswers) {
  hydrate(queryClient, firstAnswers);
  sessionFromAnswers(queryClient);
}
forgetServerStateOnSignOut(queryClient);
const router = createBrowserRouter(routes);
listenForSessionExpiry(router);
// A navigation away from the page the first screen showed (a guard's redirect) shows the app.
const firstPath = window.location.pathname;
router.subscribe((state) => {
  if (state.location.pathname !== firstPath) handOverFirstScreen();
});
// A page the browser restores from its back/forward cache after the session ended on it (it left
// for the login page): a signed-out staff page is loaded anew, so its guards send the visitor on.
window.addEventListener('pageshow', (event) => {
  if (event.persisted && useSessionStore.getState().status === 'signedOut') window.location.reload();
});
const options: RootOptions = {
  // A remote that could not be downloaded was already logged with its cause by the federation
  // error plugin; the error panel handles it. Everything else is logged as React would.
  onCaughtError(error, info) {
    if (error instanceof RemoteUnavailableError) return;
    console.error(error, info.componentStack);
  },
};
createRoot(container, options).render(<App router={router} queryClient={queryClient} />);
