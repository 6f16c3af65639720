// The public pages rendered at build time (docs/architecture.md "Loading at run time"): the login,
// the forgotten password and the set-password pages, a bundle of their own (public/public-app.tsx).
// The login page looks different with and without a sign-in link (`belepesi_link`), the
// set-password page with and without a `token`, so each has one variant of each; the gateway picks
// the variant from the request (gateway/src/pages/shell-page.ts).
import type { PrerenderCondition, PrerenderedPage } from '@tavollet/contract/build-output';

/** The paths of the public pages; the staff app leaves for them with a full page load (app/router.tsx). */
export const PUBLIC_PATHS = ['/', '/elfelejtett/jelszo', '/beallitas/jelszo'] as const;
export type PublicPath = (typeof PUBLIC_PATHS)[number];

export interface PrerenderTarget {
  path: PublicPath;
  when?: PrerenderCondition;
  /** The URL rendered: a token's value is never shown, so any non-empty one renders alike. */
  url: string;
}

export const PRERENDER_TARGETS: readonly PrerenderTarget[] = [
  { path: '/', when: { param: 'belepesi_link', present: false }, url: '/' },
  { path: '/', when: { param: 'belepesi_link', present: true }, url: '/?belepesi_link=x' },
  { path: '/elfelejtett/jelszo', url: '/elfelejtett/jelszo' },
  { path: '/beallitas/jelszo', when: { param: 'token', present: true }, url: '/beallitas/jelszo?token=x' },
  { path: '/beallitas/jelszo', when: { param: 'token', present: false }, url: '/beallitas/jelszo' },
];

/** One page as render-pages.tsx renders it: the class names its markup uses instead of the CSS that styles them. */
export type RenderedPage = Omit<PrerenderedPage, 'css'> & { classes: string[] };
