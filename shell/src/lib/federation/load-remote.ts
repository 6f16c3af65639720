// Loads a remote's `./App` once per page and remembers the result, so navigating back to an
// area renders it without suspending. A failed load is forgotten on retry.
import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemoteProps } from '@tavollet/contract/remote-props';
import { remoteForPath } from './remote-routes.ts';
import { RemoteUnavailableError } from './remote-errors.ts';
import { forgetFailedShares, remoteRegistered } from './remote-registry.ts';

export type RemoteApp = ComponentType<RemoteProps>;

/** A promise React's `use()` reads synchronously once settled (the status/value/reason fields). */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const loads = new Map<RemoteName, TrackedPromise<RemoteApp>>();
const failed = new Set<RemoteName>();

function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked = promise as TrackedPromise<T>;
  tracked.status = 'pending';
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

async function fetchRemoteApp(name: RemoteName, reset: boolean): Promise<RemoteApp> {
  await remoteRegistered(name);
  // The runtime itself forgets a manifest or entry script that failed; a shared module's failed
  // download it keeps (remote-registry.ts).
  if (reset) await forgetFailedShares();
  let module: { default?: unknown } | null;
  try {
    module = await loadRemote<{ default?: unknown }>(`${name}/App`);
  } catch (error) {
    // The error plugin has already wrapped (and logged) runtime failures; anything else too.
    if (error instanceof RemoteUnavailableError) throw error;
    console.error(`[federation] "${name}/App" could not be loaded:`, error);
    throw new RemoteUnavailableError(name, { cause: error });
  }
  if (!module || typeof module.default !== 'function') {
    const error = new RemoteUnavailableError(name, {
      cause: new TypeError(`${name}/App has no default export component`),
    });
    console.error(`[federation] "${name}/App" is not a component:`, error);
    throw error;
  }
  return module.default as RemoteApp;
}

/** The remote's App component; starts the download on the first call. */
export function loadRemoteApp(name: RemoteName): Promise<RemoteApp> {
  let load = loads.get(name);
  if (!load) {
    const reset = failed.delete(name);
    load = track(fetchRemoteApp(name, reset));
    load.catch(() => failed.add(name));
    loads.set(name, load);
  }
  return load;
}

/** Forgets a failed load so that the next `loadRemoteApp` tries the network again. */
export function forgetFailedLoad(name: RemoteName): void {
  if (loads.get(name)?.status === 'rejected') loads.delete(name);
}

/**
 * Waits (at most `maxWaitMs`) until the remote's App has loaded or failed; never throws. Route
 * loaders await this so the remote renders without suspending: React 19 keeps a Suspense
 * fallback on screen for at least ~300 ms once shown, which a fast remote should not pay.
 */
export async function remoteSettled(name: RemoteName, maxWaitMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, maxWaitMs);
  });
  await Promise.race([loadRemoteApp(name).then(noop, noop), timeout]);
  clearTimeout(timer);
}

function noop(): void {}

/** Starts loading the remote that owns `pathname`, if any (errors surface when it renders). */
export function preloadRemoteForPath(pathname: string): void {
  const mount = remoteForPath(pathname);
  if (mount) void loadRemoteApp(mount.name);
}
