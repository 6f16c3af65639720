// The shell's page, composed in memory (docs/architecture.md "Loading at run time";
// docs/decisions/0471-no-request-waterfall.md): the built index.html plus, per request,
// - the remote list of `GET /api/remotes` inline (`<script type="application/json" id="remotes">`),
// - preloads of the shell's first-load files (dist/initial-assets.json), and on a remote's route
//   its manifest, remoteEntry.js and what its `./App` loads before its first render (the remote's
//   expose-files.json joined with what the shell provides), and on a staff page the session check,
// - on a public page its markup rendered at build time with its CSS (dist/prerendered.json), and
//   instead of the staff app's entry, the public pages' own bundle (dist/public/entry.json),
//   started after the first frame.
// Each variant is composed and compressed once; the sources are checked for a rebuild at most
// every REFRESH_MS (a few stats), so a rebuilt shell or remote is served without a restart.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  EXPOSE_FILES_JSON,
  INITIAL_ASSETS_JSON,
  MF_MANIFEST_JSON,
  PRERENDERED_JSON,
  PUBLIC_ENTRY_JSON,
  SHELL_PAGE_HTML,
  type ChunkFiles,
  type ExposeFiles,
  type MfManifest,
  type InitialAssets,
  type PrerenderedPage,
  type PrerenderedPages,
  type PublicEntry,
} from '@tavollet/contract/build-output';
import { REMOTES, withoutTrailingSlash } from '@tavollet/contract/remote-props';
import type { RemoteEntry } from '@tavollet/contract/remote-props';
import { composeFirstScreen } from './first-screen-page.ts';
import type { RenderedFirstScreen } from './first-screen.ts';
import { escapeAttr, hashOf, inlineJson, startAfterFirstPaint } from './page-parts.ts';

/** A remote served from another origin (its entry is a full URL): only its manifest is known here. */
const onOtherOrigin = (remote: ShellRemote) => /^[a-z]+:/i.test(remote.entry);

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** How old the view of the files on disk may get before a request checks them again. */
export const REFRESH_MS = 2000;

export interface ShellRemote {
  name: string;
  /** The manifest URL the shell is given (relative = served by us from `dir`). */
  entry: string;
  dir: string;
}

/** One page variant, ready to send. */
export interface ComposedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

export interface Sources {
  /** index.html as built; null when the shell is not built. */
  template: string | null;
  initial: InitialAssets;
  pages: PrerenderedPage[];
  /**
   * Remote name → URLs to preload on its routes; `ownStyle`: the stylesheets of a first screen
   * it rendered on the server (ownStyles).
   */
  remoteFiles: Map<string, { script: string[]; style: string[]; fetch: string[]; ownStyle: string[] }>;
  /** The template's entry script (`<script defer src>`), preloaded first, and its tag. */
  entryScript: string | null;
  entryTag: string | null;
  /** The inline script that starts the public pages' bundle after the first frame (pages rendered at build time). */
  afterPaint: string | null;
  /** The same for the staff app's entry, on a page with a first screen the gateway rendered. */
  staffAfterPaint: string | null;
  /** sha256 CSP sources of the template's inline scripts (type=application/json data is no script). */
  scriptHashes: string[];
}

async function readOr<T>(file: string, parse: (text: string) => T, fallback: T): Promise<T> {
  try {
    return parse(await readFile(file, 'utf8'));
  } catch {
    return fallback;
  }
}

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\btype="(application|text)\/json"/.test(m[1] ?? ''))
    .map((m) => hashOf(m[2]!));
}

/**
 * The files a remote's `./App` loads before its first render (served by us only): its entry, the
 * expose's chunks, and for each shared key they consume that the shell does not provide
 * (`provided`), the remote's own copy, to a fixed point. A key the shell provides runs the shell's
 * copy, so the remote's is never asked for. Without expose-files.json (a remote built before it
 * existed), what the manifest lists.
 */
async function remotePreloads(remote: ShellRemote, provided: ReadonlySet<string>) {
  const files = { script: [] as string[], style: [] as string[], fetch: [remote.entry], ownStyle: [] as string[] };
  if (onOtherOrigin(remote)) return files;
  const base = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
  const [manifest, exposeFiles] = await Promise.all([
    readOr<MfManifest | null>(path.join(remote.dir, MF_MANIFEST_JSON), JSON.parse, null),
    readOr<ExposeFiles | null>(path.join(remote.dir, EXPOSE_FILES_JSON), JSON.parse, null),
  ]);
  if (!manifest) return files;
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) files.script.push(base + (entry.path ? `${entry.path}/` : '') + entry.name);
  const app = exposeFiles?.exposes['./App'];
  if (!app) {
    const listed = manifest.exposes?.find((e) => e.path === './App');
    for (const file of listed?.assets.js.sync ?? []) files.script.push(base + file);
    for (const file of listed?.assets.css.sync ?? []) files.style.push(base + file);
    files.ownStyle = files.style;
    return files;
  }
  files.ownStyle = ownStyles(app, exposeFiles).map((file) => base + file);
  const js = new Set(app.js);
  const css = new Set(app.css);
  const queue = [...app.consumes];
  const seen = new Set<string>();
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    if (seen.has(key) || provided.has(key)) continue;
    seen.add(key);
    const own = exposeFiles.shared[key];
    if (!own) continue;
    for (const file of own.js) js.add(file);
    for (const file of own.css) css.add(file);
    queue.push(...own.consumes);
  }
  for (const file of js) files.script.push(base + file);
  for (const file of css) files.style.push(base + file);
  return files;
}

/**
 * The stylesheets of the remote's own copy of everything its `./App` renders, the copies of
 * modules the shell provides included: a first screen the remote rendered on the server uses
 * its own copies' class names throughout (first-screen-page.ts).
 */
function ownStyles(app: ChunkFiles, exposeFiles: ExposeFiles): string[] {
  const css = new Set(app.css);
  const queue = [...app.consumes];
  const seen = new Set<string>();
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    if (seen.has(key)) continue;
    seen.add(key);
    const own = exposeFiles.shared[key];
    if (!own) continue;
    for (const file of own.css) css.add(file);
    queue.push(...own.consumes);
  }
  return [...css];
}

async function loadSources(shellDir: string, remotes: ShellRemote[]): Promise<Sources> {
  const template = await readOr<string | null>(path.join(shellDir, SHELL_PAGE_HTML), (t) => t, null);
  const initial = await readOr(path.join(shellDir, INITIAL_ASSETS_JSON), JSON.parse, { js: [], css: [] });
  const publicEntry = await readOr<PublicEntry | null>(path.join(shellDir, PUBLIC_ENTRY_JSON), JSON.parse, null);
  // Without the public bundle there is nothing to take the built markup over: those paths then get
  // the staff app, which shows its error page there (shell/src/app/router.tsx, leaveForPublicPage);
  // during a rebuild of the shell that lasts until the prerender step has written its file.
  const pages: PrerenderedPage[] = publicEntry?.js.length
    ? await readOr(path.join(shellDir, PRERENDERED_JSON), (t) => (JSON.parse(t) as PrerenderedPages).pages, [])
    : [];
  // The shared keys the shell provides: a remote runs the shell's copy of these, not its own.
  const shellManifest = await readOr<MfManifest | null>(path.join(shellDir, MF_MANIFEST_JSON), JSON.parse, null);
  const provided = new Set((shellManifest?.shared ?? []).map((s) => s.name));
  const remoteFiles = new Map(
    await Promise.all(remotes.map(async (r) => [r.name, await remotePreloads(r, provided)] as const)),
  );
  const entryTag = template ? /<script defer(?:="defer")? src="([^"]+)"><\/script>/.exec(template) : null;
  const afterPaint = publicEntry?.js.length ? startAfterFirstPaint(publicEntry.js.map((f) => `/${f}`)) : null;
  const staffAfterPaint = entryTag?.[1] ? startAfterFirstPaint([entryTag[1]]) : null;
  return {
    template,
    initial,
    pages,
    remoteFiles,
    entryScript: entryTag?.[1] ?? null,
    entryTag: entryTag?.[0] ?? null,
    afterPaint,
    staffAfterPaint,
    scriptHashes: [
      ...(template ? inlineScriptHashes(template) : []),
      ...[afterPaint, staffAfterPaint].filter((script) => script !== null).map(hashOf),
    ],
  };
}

/** The remote whose routes hold `pathname` (whole segments: `/app/igazgatohelyettes` is not `/app/igazgato`). */
function remoteOf(pathname: string): string | null {
  for (const remote of REMOTES) {
    for (const base of remote.routes) {
      if (pathname === base || pathname.startsWith(`${base}/`)) return remote.name;
    }
  }
  return null;
}

function pageFor(pages: PrerenderedPage[], pathname: string, query: URLSearchParams): PrerenderedPage | null {
  const normal = withoutTrailingSlash(pathname);
  return (
    pages.find((p) => p.path === normal && (!p.when || Boolean(query.get(p.when.param)?.trim()) === p.when.present)) ??
    null
  );
}

function compose(s: Sources, list: RemoteEntry[], page: PrerenderedPage | null, remote: string | null, me: boolean) {
  const links: string[] = [];
  const preload = (href: string, as: string, extra = '') =>
    links.push(`<link rel="preload" href="${escapeAttr(href)}" as="${as}"${extra}>`);
  // In the order they are needed (a browser opens only a few connections at a time): the entry script, the
  // session check, the remote's entry and first-render files, then the shell's chunks. The runtime loads
  // chunks as classic scripts and stylesheets (not modules): preloaded as such. A page rendered at build time
  // shows before any script runs; there, answering dozens of preloads delayed the end of parsing (its first
  // paint) by more than the one level of chunk requests after the entry script costs. A page rendered at build
  // time starts its entry after the first frame (below): preloaded, its answer arriving while the page was
  // parsed held the first frame back by ~25 ms.
  if (s.entryScript && !page) preload(s.entryScript, 'script');
  if (me) preload('/api/auth/me', 'fetch', ' crossorigin="use-credentials"');
  const files = remote ? s.remoteFiles.get(remote) : undefined;
  for (const url of files?.fetch ?? []) preload(url, 'fetch', ' crossorigin="anonymous"');
  for (const url of files?.script ?? []) preload(url, 'script');
  const chunks = page ? { js: [], css: [] } : s.initial;
  for (const file of chunks.js) preload(`/${file}`, 'script');
  for (const url of files?.style ?? []) preload(url, 'style');
  for (const file of chunks.css) preload(`/${file}`, 'style');

  let html = s.template!;
  html = html.replace('<title>', () => `${links.join('')}<title>`);
  if (page) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>`);
  // The page's CSS joins the critical colours in the page's first <style> (one inline sheet).
  if (page) html = html.replace('</style>', () => `${page.css}</style>`);
  // The staff app's remote list; the public bundle loads no remote. The login page instead names
  // the staff app's first-load files, which it fetches while the visitor signs in.
  if (!page) {
    html = html.replace(
      '</head>',
      () => `<script type="application/json" id="remotes">${inlineJson(list)}</script></head>`,
    );
  } else if (page.path === '/' && s.entryScript) {
    const staffFiles = [s.entryScript, ...[...s.initial.js, ...s.initial.css].map((f) => `/${f}`)];
    html = html.replace(
      '</head>',
      () => `<script type="application/json" id="staff-files">${inlineJson(staffFiles)}</script></head>`,
    );
  }
  // At the end of the body, not in place of the entry tag in the head: a frame can come while the
  // head is parsed, and the entry evaluated then held the form's frame back.
  if (page && s.afterPaint) {
    if (s.entryTag) html = html.replace(s.entryTag, '');
    html = html.replace('</body>', () => `<script>${s.afterPaint}</script></body>`);
  }
  // The page's key: the public bundle (shell/src/public/index.tsx) hydrates this markup.
  if (page) html = html.replace('<div id="root"></div>', () => `<div id="root" data-prerendered="">${page.html}</div>`);
  return html;
}

/** A page of one person (a first screen): compressed fast, per request, and never stored. */
async function encodeOnce(html: string): Promise<Omit<ComposedPage, 'etag'>> {
  const raw = Buffer.from(html);
  const [br, gzipped] = await Promise.all([
    brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    gz(raw, { level: 6 }),
  ]);
  return { html: raw, br, gzip: gzipped };
}

async function encode(html: string): Promise<ComposedPage> {
  const raw = Buffer.from(html);
  const [br, gzipped] = await Promise.all([
    brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    gz(raw, { level: 9 }),
  ]);
  return {
    html: raw,
    br,
    gzip: gzipped,
    etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`,
  };
}

/** The shell page per request, and the CSP hashes of its inline scripts; both from memory. */
export function shellPages(opts: { shellDir: string; remotes: ShellRemote[] }) {
  const watched = [
    ...[SHELL_PAGE_HTML, INITIAL_ASSETS_JSON, PRERENDERED_JSON, MF_MANIFEST_JSON, PUBLIC_ENTRY_JSON].map((f) =>
      path.join(opts.shellDir, f),
    ),
    ...opts.remotes
      .filter((r) => !onOtherOrigin(r))
      .flatMap((r) => [path.join(r.dir, MF_MANIFEST_JSON), path.join(r.dir, EXPOSE_FILES_JSON)]),
  ];
  const list: RemoteEntry[] = opts.remotes.map((r) => ({ name: r.name, entry: r.entry }));
  let fingerprint = '';
  let sources: Sources | null = null;
  let checkedAt = -Infinity;
  let checking: Promise<void> | null = null;
  let composed = new Map<string, Promise<ComposedPage>>();

  const fingerprintNow = async () =>
    (
      await Promise.all(
        watched.map((f) =>
          stat(f).then(
            (s) => `${s.mtimeMs}:${s.size}`,
            () => '-',
          ),
        ),
      )
    ).join('|');

  async function check(): Promise<void> {
    const now = await fingerprintNow();
    if (now !== fingerprint || !sources) {
      sources = await loadSources(opts.shellDir, opts.remotes);
      fingerprint = now;
      composed = new Map();
    }
    checkedAt = Date.now();
  }

  /** The current sources, checked against the disk at most every REFRESH_MS. */
  async function current(): Promise<Sources> {
    if (!sources || Date.now() - checkedAt >= REFRESH_MS) {
      checking ??= check().finally(() => (checking = null));
      await checking;
    }
    return sources!;
  }

  return {
    /** null when the shell is not built. */
    async page(pathname: string, search: string): Promise<ComposedPage | null> {
      const s = await current();
      if (!s.template) return null;
      const page = pageFor(s.pages, pathname, new URLSearchParams(search));
      const remote = remoteOf(pathname);
      const me = pathname === '/app' || pathname.startsWith('/app/');
      const key = `${page ? `${page.path}?${page.when?.present ?? ''}` : ''}|${remote ?? ''}|${me}`;
      let result = composed.get(key);
      if (!result) {
        result = encode(compose(s, list, page, remote, me));
        composed.set(key, result);
      }
      return result;
    },
    /**
     * The page of `pathname` with a first screen the gateway rendered for this request
     * (first-screen.ts); null when the shell is not built. One person's page: not kept.
     */
    async firstScreenPage(screen: RenderedFirstScreen): Promise<Omit<ComposedPage, 'etag'> | null> {
      const s = await current();
      if (!s.template) return null;
      return encodeOnce(composeFirstScreen(s, list, screen));
    },
    /** CSP sources for the inline scripts of the page (a few ms old at most, never a file read per answer). */
    scriptHashes(): string[] {
      return sources?.scriptHashes ?? [];
    },
    /** Reads the sources if not read yet (at start, so the first answer's CSP is complete). */
    ready: () => current().then(() => undefined),
  };
}

export type ShellPages = ReturnType<typeof shellPages>;
