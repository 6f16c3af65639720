// The public pages' bundle (docs/decisions/0536-public-pages-own-bundle.md; docs/architecture.md
// "Loading at run time"): login, forgotten and set password, without the router and the
// federation runtime. The gateway serves them rendered at build time and starts this script after
// the first frame; it hydrates that markup, keeping what the visitor typed meanwhile.
import '@tavollet/design-system/tokens.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initI18n, registerNamespace } from '@tavollet/design-system/i18n/i18n';
import shellTexts from '../i18n/hu.json';
import { createQueryClient } from '../lib/query-client.ts';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { signedInDestination } from './login-guard.ts';
import { PublicApp, publicPageOf } from './public-app.tsx';

initI18n();
registerNamespace('shell', shellTexts);

async function start(container: HTMLElement): Promise<void> {
  // The gateway serves this bundle on the public paths only (gateway/src/pages/shell-page.ts).
  const page = publicPageOf(window.location.pathname);
  if (!page) throw new Error(`no public page at ${window.location.pathname}`);
  if (page === LoginPage) {
    // Meanwhile index.html keeps the markup unseen on a browser that signed in before.
    const destination = await signedInDestination(window.location.search);
    if (destination) return window.location.replace(destination);
  }
  const app = <PublicApp page={page} queryClient={createQueryClient()} />;
  const prerendered = container.hasAttribute('data-prerendered');
  container.removeAttribute('data-prerendered');
  if (prerendered) hydrateRoot(container, app);
  else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
void start(root);
