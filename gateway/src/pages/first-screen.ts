// A signed-in staff page's first screen, rendered here (docs/decisions/0545-signed-in-first-screen-on-the-server.md):
// on a remote's route, with the session of the request, the renderers read what the screen's
// first render reads (the shell the session check, the remote its screen's queries) from our own
// API, in process and through the same sessions, guard and handlers as a browser's call, so the
// page never shows what that call would not answer. The remote's server renderer draws the screen,
// the shell's draws its frame around it (both built into their `dist/.server/`); the page carries
// the markup and the answers, dehydrated (shell-page.ts), and the app takes over from them.
// Whatever is missing or refused (no renderer built, a remote on another origin, no session, a
// role the person does not hold, an answer that is not 200, a renderer that throws) leaves the page
// as the browser alone renders it.
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FIRST_SCREEN_MODULE } from '@tavollet/contract/build-output';
import { normaliseRole, type Role } from '@tavollet/contract/codes';
import {
  REMOTES,
  withoutTrailingSlash,
  type ApiGet,
  type DehydratedAnswers,
  type RemoteName,
  type RenderFirstScreen,
  type RenderFrame,
  type SessionUser,
} from '@tavollet/contract/remote-props';
import type { Logger } from '../logger.ts';
import type { ShellRemote } from './shell-page.ts';

/** A first screen ready to go into the page. */
export interface RenderedFirstScreen {
  /** The frame with the remote's screen inside: what goes into the page's body. */
  html: string;
  /** The browser tab's title, HTML text. */
  title: string;
  /** The answers it was rendered from (the renderers' QueryClients, dehydrated): for the app's first reads. */
  state: DehydratedAnswers;
  /** The remote whose screen it is. */
  remote: string;
}

/** The session check's call: its answer is the signed-in person (contract/src/api/auth.ts StaffUserAnswer). */
const ME = '/api/auth/me';

/** How old the view of a renderer file may get before a request checks it again. */
const REFRESH_MS = 2000;

interface StaffMount {
  remote: ShellRemote;
  basePath: string;
  role: Role;
}

/**
 * A built renderer, loaded once and again after its file changed (a rebuild of that app is served
 * without a restart, as its other files are). null while it is not built or fails to load.
 */
class BuiltModule<T> {
  private loaded: T | null = null;
  private fingerprint = '';
  private checkedAt = -Infinity;
  private checking: Promise<void> | null = null;
  private readonly require = createRequire(import.meta.url);

  constructor(
    private readonly file: string,
    private readonly log: Logger,
  ) {}

  async get(): Promise<T | null> {
    if (Date.now() - this.checkedAt >= REFRESH_MS) {
      this.checking ??= this.check().finally(() => (this.checking = null));
      await this.checking;
    }
    return this.loaded;
  }

  private async check(): Promise<void> {
    const info = await stat(this.file).catch(() => null);
    const now = info ? `${info.mtimeMs}:${info.size}` : '-';
    this.checkedAt = Date.now();
    if (now === this.fingerprint) return;
    this.fingerprint = now;
    this.loaded = null;
    delete this.require.cache[this.file];
    if (!info) return;
    try {
      this.loaded = this.require(this.file) as T;
    } catch (err) {
      this.log.warn({ err, file: this.file }, 'first-screen renderer could not be loaded');
    }
  }
}

/** The staff areas (`/app/<role>`) of the remotes served from our own folders. */
function staffMounts(remotes: ShellRemote[]): StaffMount[] {
  return REMOTES.flatMap((r) => {
    const remote = remotes.find((x) => x.name === r.name);
    // A remote on another origin: its renderer is not here.
    if (!remote || /^[a-z]+:/i.test(remote.entry)) return [];
    return r.routes.flatMap((basePath) => {
      const segment = /^\/app\/([^/]+)$/.exec(basePath)?.[1];
      const role = segment ? normaliseRole(segment) : null;
      return role ? [{ remote, basePath, role }] : [];
    });
  });
}

const isUser = (value: unknown): value is SessionUser =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SessionUser).nev === 'string' &&
  typeof (value as SessionUser).email === 'string' &&
  Array.isArray((value as SessionUser).szerepkorok);

export function firstScreens(opts: { shellDir: string; remotes: ShellRemote[]; log: Logger }) {
  const mounts = staffMounts(opts.remotes);
  const frame = new BuiltModule<{ renderFrame: RenderFrame }>(path.join(opts.shellDir, FIRST_SCREEN_MODULE), opts.log);
  const screens = new Map(
    mounts.map((m) => [
      m.remote.name,
      new BuiltModule<{ renderFirstScreen: RenderFirstScreen }>(path.join(m.remote.dir, FIRST_SCREEN_MODULE), opts.log),
    ]),
  );

  return {
    /** The first screen of `pathname` for the request `get` asks for, or null (the browser renders it). */
    async render(pathname: string, search: string, ask: ApiGet): Promise<RenderedFirstScreen | null> {
      const page = withoutTrailingSlash(pathname);
      const mount = mounts.find((m) => page === m.basePath || page.startsWith(`${m.basePath}/`));
      if (!mount) return null;
      const [shell, remote] = await Promise.all([frame.get(), screens.get(mount.remote.name)!.get()]);
      if (!shell || !remote) return null;
      // Each URL asked once for the page (the session check serves the gateway and the shell's
      // renderer), and any answer but a 200 leaves the page to the browser, whatever a renderer made of it.
      const asked = new Map<string, ReturnType<ApiGet>>();
      const get: ApiGet = (url) => {
        if (!asked.has(url)) asked.set(url, ask(url));
        return asked.get(url)!;
      };
      const allAnswered = async () => (await Promise.all(asked.values())).every((a) => a.status === 200);
      try {
        const me = await get(ME);
        const user = (me.body as { user?: unknown } | undefined)?.user;
        if (me.status !== 200 || !isUser(user) || !user.szerepkorok.includes(mount.role)) return null;
        const props = { user, role: mount.role, basePath: mount.basePath };
        const screen = await remote.renderFirstScreen({ path: pathname, search, props, get });
        if (!screen) return null;
        const framed = await shell.renderFrame({
          path: pathname,
          search,
          user,
          role: mount.role,
          remote: {
            name: mount.remote.name as RemoteName,
            basePath: mount.basePath,
            html: screen.html,
            state: screen.state,
          },
          get,
        });
        if (!framed || !(await allAnswered())) return null;
        return { html: framed.html, title: screen.title, state: framed.state, remote: mount.remote.name };
      } catch (err) {
        opts.log.error({ err, url: pathname }, 'first screen could not be rendered');
        return null;
      }
    },
  };
}

export type FirstScreens = ReturnType<typeof firstScreens>;
