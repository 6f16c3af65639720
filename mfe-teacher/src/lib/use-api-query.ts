// Loading state for one GET call, without a data-fetching library (the remote has four reads).
// During a reload of the same key the previous answer stays visible, so tables do not flash
// empty after a submit; an answer for an outdated key is dropped (the effect aborts its call).
import { useCallback, useEffect, useState } from 'react';

export interface ApiQuery<T> {
  /** The last answer for the current key, kept during reloads; undefined before it arrives. */
  data: T | undefined;
  /** The failure of the latest call for the current key, if it failed. */
  error: unknown;
  /** A call for the current key (or a reload) is under way. */
  loading: boolean;
  /** Asks again (after a submit, a draft save, a withdraw). */
  reload: () => void;
}

interface Settled<T> {
  key: string;
  version: number;
  data?: T;
  error?: unknown;
}

/**
 * Runs `load` whenever `key` changes or `reload` is called; `key === null` means "nothing to
 * ask" (e.g. a date range that is not complete yet). `load` must depend on nothing but `key`.
 */
export function useApiQuery<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): ApiQuery<T> {
  const [version, setVersion] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key, version, data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // A failed reload keeps the answer that is already on screen.
        setSettled((prev) => ({ key, version, data: prev?.key === key ? prev.data : undefined, error }));
      },
    );
    return () => controller.abort();
    // `load` is tied to `key` by contract (see above): listing it would ask again on every render.
  }, [key, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const sameKey = key !== null && settled?.key === key;
  return {
    data: sameKey ? settled.data : undefined,
    error: sameKey && settled.version === version ? settled.error : undefined,
    loading: key !== null && !(sameKey && settled.version === version),
    reload,
  };
}
