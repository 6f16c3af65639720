// Why a remote, or a lazily loaded page of it, could not be shown, so the panel names the right
// cause (docs/architecture.md "Loading at run time"): a new release of the remote since the page
// loaded (its manifest changed: the page's files for it may be gone, a reload gets the new ones),
// a shared library in a version the remote cannot run with, no network, its server, or a crash.
import { manifestUrlOf } from './remote-registry.ts';
import { RemoteUnavailableError } from './remote-errors.ts';
import { loadedManifest } from './error-plugin.ts';

export type FailureCause = 'new-version' | 'incompatible' | 'network' | 'server' | 'crashed';

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = error; e !== undefined && e !== null && chain.length < 10; e = (e as { cause?: unknown }).cause)
    chain.push(e);
  return chain;
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** The federation runtime's words for a singleton whose version the remote's requirement refuses (strictVersion). */
const isVersionConflict = (e: unknown) =>
  /of shared singleton module .+ does not satisfy the requirement/.test(message(e));

/** A file that could not be fetched: the remote's manifest, entry or one of its chunks. */
const isLoadFailure = (e: unknown) =>
  e instanceof RemoteUnavailableError ||
  (e instanceof Error && e.name === 'ChunkLoadError') ||
  /Loading (CSS )?chunk .+ failed|Failed to get manifest|RUNTIME-00[1-8]/.test(message(e));

/** Asks the remote's server for its manifest again (never from a cache) to tell the causes apart. */
export async function diagnose(remote: string, error: unknown): Promise<FailureCause> {
  const chain = causes(error);
  if (chain.some(isVersionConflict)) return 'incompatible';
  if (!chain.some(isLoadFailure)) return 'crashed';
  if (!navigator.onLine) return 'network';
  const url = await manifestUrlOf(remote);
  if (!url) return 'server';
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-cache' });
  } catch {
    return 'network';
  }
  if (!response.ok) return 'server';
  const loaded = loadedManifest(url);
  return loaded !== undefined && (await response.text()) !== loaded ? 'new-version' : 'server';
}
