// Runtime plugin for remotes that cannot be loaded (manifest 404, network error, a chunk that
// fails). Its job: log the original cause once, where a developer looks for it (the console),
// and hand the UI one recognisable error type. The error boundary in
// features/remotes/components/remote-route.tsx turns that into the Hungarian panel with a retry.
// It also keeps each manifest as the page loaded it, so a later failure can tell a new release of
// the remote (its manifest changed) from a server that did not answer (remote-diagnosis.ts).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError, remoteNameOf } from './remote-errors.ts';

/** Each remote's manifest as this page loaded it, by URL. */
const loadedManifests = new Map<string, string>();

/** The manifest at `url` as the page loaded it; undefined when it never loaded. */
export const loadedManifest = (url: string): string | undefined => loadedManifests.get(url);

export function remoteErrorPlugin(
  log: (message: string, cause: unknown) => void = console.error,
): ModuleFederationRuntimePlugin {
  return {
    name: 'tavollet-remote-error',
    // The runtime's own manifest request (the same URL and options), read once more from a clone.
    async fetch(url, init) {
      const response = await fetch(url, init);
      if (response.ok)
        void response
          .clone()
          .text()
          .then((text) => loadedManifests.set(url, text), noop);
      return response;
    },
    errorLoadRemote(args) {
      // A failed manifest is reported twice: first from the snapshot handler ("afterResolve",
      // id = manifest URL), then from loadRemote ("onLoad", id = "mfe_x/App"). Leave the first
      // alone (rethrown as is) and report the final one.
      if (args.lifecycle !== 'onLoad') return undefined;
      if (args.error instanceof RemoteUnavailableError) throw args.error;
      const remote = args.remote?.name ?? remoteNameOf(args.id);
      log(`[federation] "${args.id}" could not be loaded from remote "${remote}":`, args.error);
      throw new RemoteUnavailableError(remote, { cause: args.error });
    },
  };
}

function noop(): void {}
