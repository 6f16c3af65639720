// What the forward dialog says when a forward fails (admin-area.md §8 "Issues"): a refusal of the
// server with its message, else "Nem sikerült továbbítani"; a call that got no usable answer
// (network, timeout, a bug) "Ismeretlen hiba történt."; nothing for an ended session (the frame
// takes over).
import { ApiError, failureMessage } from '@tavollet/contract/client/http';

export function forwardFailure(err: unknown, texts: { failed: string; thrown: string }): string | null {
  if (err instanceof ApiError && err.status > 0) return failureMessage(err, texts.failed);
  return texts.thrown;
}
