// The files a production build writes for the gateway (and the e2e tests) to read: their names,
// relative to the app's `dist/`, and their shapes. The build side (rspack.shared.ts,
// scripts/rspack/, shell/rspack.config.ts) writes them and the readers import the same names and
// types, so a file renamed or reshaped on one side fails the typecheck of the other.

/** Files in the order the page needs them: classic scripts (rspack's chunk loading) and stylesheets. */
interface LoadFiles {
  js: string[];
  css: string[];
}

// --- Every app -------------------------------------------------------------------------------

/** The federation plugin's manifest (its default name): what the shell fetches to load a remote. */
export const MF_MANIFEST_JSON = 'mf-manifest.json';
/** The federation plugin's fuller listing beside it: read by no code of ours and never served (build paths). */
export const MF_STATS_JSON = 'mf-stats.json';

/** The part of the federation manifest the gateway reads. */
export interface MfManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
  /** The shared keys this build provides (the shell: the copies every remote runs). */
  shared?: { name: string }[];
}

/**
 * Every emitted JS file with the npm packages whose code it holds: tells when a page downloads
 * the same library twice (e2e/one-copy-per-library.test.ts, the bundle bench).
 */
export const CHUNK_PACKAGES_JSON = 'chunk-packages.json';
export type ChunkPackages = Record<string, string[]>;

/**
 * An app's server renderer of a signed-in first screen: a dot folder, which the gateway never
 * serves. The shell's exports `renderFrame` (RenderFrame), a remote's `renderFirstScreen`
 * (RenderFirstScreen, remote-props.ts). A build without one is simply rendered by the browser alone.
 */
export const FIRST_SCREEN_MODULE = '.server/first-screen.cjs';

// --- A remote --------------------------------------------------------------------------------

/** The container's script, under a fixed name (revalidated on every load, not content-hashed). */
export const REMOTE_ENTRY_JS = 'remoteEntry.js';

/**
 * What each expose loads before its first render, for the gateway's preloads on the remote's
 * routes. Which copy of a shared module a remote runs is decided on the page (the shell's when
 * the shell provides that key, else the remote's own), so the gateway joins the two parts with
 * what the shell's manifest says it provides.
 */
export const EXPOSE_FILES_JSON = 'expose-files.json';

/** Files of some chunks, and the shared keys those chunks consume. */
export interface ChunkFiles extends LoadFiles {
  consumes: string[];
}

export interface ExposeFiles {
  /** `./App` → the files its chunk group loads with it. */
  exposes: Record<string, ChunkFiles>;
  /** Shared key → what loading this remote's own copy of it brings. */
  shared: Record<string, ChunkFiles>;
}

// --- The shell -------------------------------------------------------------------------------

/** The page every route of the shell is composed from (HtmlRspackPlugin's default name). */
export const SHELL_PAGE_HTML = 'index.html';

/**
 * Every JS and CSS file the staff app's first load needs besides its entry script (which the
 * page names): the gateway preloads them, so the browser fetches them from the first byte.
 */
export const INITIAL_ASSETS_JSON = 'initial-assets.json';
export type InitialAssets = LoadFiles;

/** The public pages' own bundle (no router, no federation runtime): a folder of the shell's dist/. */
export const PUBLIC_DIR = 'public';

/** Its entry's files, relative to the shell's dist/ (`public/public.0123456789.js`). */
export const PUBLIC_ENTRY_JSON = `${PUBLIC_DIR}/entry.json`;
export type PublicEntry = LoadFiles;

/** The public pages rendered at build time, which the gateway puts into the page of their paths. */
export const PRERENDERED_JSON = 'prerendered.json';

/** A query parameter that decides a page's variant: the page was rendered with it present or not. */
export interface PrerenderCondition {
  param: string;
  present: boolean;
}

export interface PrerenderedPage {
  path: string;
  when?: PrerenderCondition;
  /** The browser tab's title as HTML text, as the page's own `usePageTitle` will set it. */
  title: string;
  /** The markup inside `<div id="root">`. */
  html: string;
  /** The public bundle's stylesheets, inline in the page. */
  css: string;
}

export interface PrerenderedPages {
  pages: PrerenderedPage[];
}
