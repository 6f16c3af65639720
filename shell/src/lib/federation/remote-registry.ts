// The list of remotes comes from the gateway at start, so a remote can move to another URL or be
// redeployed without rebuilding the shell (docs/architecture.md "Loading at run time"): inline in
// the page the gateway serves (`<script type="application/json" id="remotes">`, no request), else
// from `GET /api/remotes` (a page served without it, or a retry after a failure).
import { registerPlugins, registerRemotes, type ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RemoteEntry } from '@tavollet/contract/remote-props';
import { remoteErrorPlugin } from './error-plugin.ts';
import { RemoteUnavailableError } from './remote-errors.ts';

let registry: Promise<Map<string, RemoteEntry>> | null = null;
let pluginInstalled = false;

function isRemoteEntry(value: unknown): value is RemoteEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { name, entry } = value as Record<string, unknown>;
  return typeof name === 'string' && typeof entry === 'string';
}

/** Entries may be relative (`/remotes/mfe-hr/mf-manifest.json`): resolve them on our origin. */
export function resolveEntries(list: unknown, origin: string): RemoteEntry[] {
  if (!Array.isArray(list)) throw new TypeError('GET /api/remotes did not answer a list');
  return list.filter(isRemoteEntry).map((r) => ({ name: r.name, entry: new URL(r.entry, origin).href }));
}

/** The list the gateway put into the page, once per page load; null when there is none. */
let inline: unknown = readInlineList();

function readInlineList(): unknown {
  const text = typeof document === 'undefined' ? null : document.getElementById('remotes')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

async function fetchRemotes(): Promise<Map<string, RemoteEntry>> {
  let list = inline;
  inline = null; // a later attempt (after a failure) asks the gateway
  if (!list) {
    const response = await fetch('/api/remotes', { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET /api/remotes answered ${response.status}`);
    list = await response.json();
  }
  const remotes = resolveEntries(list, window.location.origin);
  registerRemotes(remotes);
  return new Map(remotes.map((r) => [r.name, r]));
}

/** Installs the error plugin and starts reading the remote list (once). */
export function startFederation(): void {
  if (!pluginInstalled) {
    registerPlugins([remoteErrorPlugin()]);
    pluginInstalled = true;
  }
  if (registry) return;
  registry = fetchRemotes();
  registry.catch(() => undefined);
}

/** Resolves when the remote list is registered; fails with RemoteUnavailableError for `name`. */
export async function remoteRegistered(name: string): Promise<void> {
  if (!registry) startFederation();
  let remotes: Map<string, RemoteEntry>;
  try {
    remotes = await registry!;
  } catch (error) {
    console.error('[federation] the remote list (GET /api/remotes) could not be read:', error);
    registry = null; // the next attempt asks again
    throw new RemoteUnavailableError(name, { cause: error });
  }
  if (!remotes.has(name)) {
    const error = new RemoteUnavailableError(name);
    console.error(`[federation] GET /api/remotes does not list "${name}"`, error);
    throw error;
  }
}

/** The URL of the remote's manifest as registered, or null when the list is not there. */
export async function manifestUrlOf(name: string): Promise<string | null> {
  const current = registry ? await registry.catch(() => null) : null;
  return current?.get(name)?.entry ?? null;
}

/**
 * Whether `promise` has already rejected: racing it first against a resolved promise, a settled
 * one wins (its reaction is queued first), a pending one loses.
 */
const hasRejected = (promise: Promise<unknown>): Promise<boolean> =>
  Promise.race([promise, Promise.resolve()]).then(
    () => false,
    () => true,
  );

/**
 * Before a retry: forgets every shared module whose download failed. The runtime keeps a failed
 * download's promise in the share scope of each instance (the shell's and each remote's: a
 * remote's own copy of a library the shell does not provide is in a chunk of its own), so without
 * this a retry would fail again without a request.
 */
export async function forgetFailedShares(): Promise<void> {
  // The one runtime's record of every instance (the remotes use the shell's runtime).
  const instances =
    (globalThis as { __FEDERATION__?: { __INSTANCES__?: ModuleFederation[] } }).__FEDERATION__?.__INSTANCES__ ?? [];
  const entries = instances.flatMap((instance) =>
    Object.values(instance.shareScopeMap).flatMap((scope) =>
      Object.values(scope).flatMap((versions) => Object.values(versions)),
    ),
  );
  await Promise.all(
    entries.map(async (entry) => {
      const { loading } = entry;
      if (loading && !entry.loaded && (await hasRejected(loading)) && entry.loading === loading) delete entry.loading;
    }),
  );
}
