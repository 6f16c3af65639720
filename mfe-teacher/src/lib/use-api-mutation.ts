// A write call's pending flag; the caller decides what success and failure show (dialogs).
import { useCallback, useState } from 'react';

export interface ApiMutation<A, R> {
  /** Runs the call; resolves with its answer or rejects with its error (an ApiError). */
  run: (args: A) => Promise<R>;
  /** The call is under way (buttons show their spinner, dialogs stay open). */
  pending: boolean;
}

export function useApiMutation<A, R>(call: (args: A) => Promise<R>): ApiMutation<A, R> {
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (args: A) => {
      setPending(true);
      try {
        return await call(args);
      } finally {
        setPending(false);
      }
    },
    [call],
  );
  return { run, pending };
}
