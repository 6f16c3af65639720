// Renders a public page (shell/src/public/) at a URL, as its bundle does, under a fresh
// QueryClient (render-with-client.tsx); `went` records where the page sent the visitor with a
// full page load, instead of leaving the test's document.
import type { ComponentType } from 'react';
import { PublicLocationContext, type PublicLocation } from '../public/public-location.tsx';
import { renderWithClient } from './render-with-client.tsx';

export function renderPublicPage(Page: ComponentType, url: string) {
  const went: { href: string; replace: boolean }[] = [];
  const location: PublicLocation = {
    search: new URL(url, 'http://localhost').search,
    go: (href, options) => went.push({ href, replace: options?.replace ?? false }),
  };
  const rendered = renderWithClient(
    <PublicLocationContext value={location}>
      <Page />
    </PublicLocationContext>,
  );
  return { ...rendered, went };
}
