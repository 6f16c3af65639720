// The public pages' root (public/index.tsx): the page for the URL's
// path under the page's QueryClient, without the router. The same tree is rendered by the build
// (prerender/render-pages.tsx) and hydrated by the browser (public/index.tsx).
import type { ComponentType } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { withoutTrailingSlash } from '@tavollet/contract/remote-props';
import { ForgottenPasswordPage } from '../features/auth/components/forgotten-password-page.tsx';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { SetPasswordPage } from '../features/auth/components/set-password-page.tsx';
import type { PublicPath } from '../prerender/pages.ts';
import { PublicLocationContext, type PublicLocation } from './public-location.tsx';

const PAGES: Record<PublicPath, ComponentType> = {
  '/': LoginPage,
  '/elfelejtett/jelszo': ForgottenPasswordPage,
  '/beallitas/jelszo': SetPasswordPage,
};

/** The page of a public path (a trailing slash ignored), null for any other path. */
export function publicPageOf(pathname: string): ComponentType | null {
  return (PAGES as Record<string, ComponentType>)[withoutTrailingSlash(pathname)] ?? null;
}

export function PublicApp({
  page: Page,
  location,
  queryClient,
}: {
  page: ComponentType;
  location?: PublicLocation;
  queryClient: QueryClient;
}) {
  const content = (
    <QueryClientProvider client={queryClient}>
      <Page />
    </QueryClientProvider>
  );
  return location ? <PublicLocationContext value={location}>{content}</PublicLocationContext> : content;
}
