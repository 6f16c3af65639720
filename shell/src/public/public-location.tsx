// Where a public page is and how it leaves: the public pages are a bundle of their own, without the
// router, so every way out of one is a full page load. The browser's own location by default; the
// prerender build and the tests give theirs.
import { createContext, useContext } from 'react';

export interface PublicLocation {
  /** The query string of the page's URL (`''` or `?…`). */
  search: string;
  /** Opens `href` (same origin) as a new page; `replace` keeps this one out of the history. */
  go(href: string, options?: { replace?: boolean }): void;
}

const browserLocation: PublicLocation = {
  get search() {
    return typeof window === 'undefined' ? '' : window.location.search;
  },
  go(href, options) {
    if (options?.replace) window.location.replace(href);
    else window.location.assign(href);
  },
};

export const PublicLocationContext = createContext<PublicLocation>(browserLocation);

export function usePublicLocation(): PublicLocation {
  return useContext(PublicLocationContext);
}

/** One query parameter of the page's URL. */
export function useSearchParam(name: string): string | null {
  return new URLSearchParams(usePublicLocation().search).get(name);
}
