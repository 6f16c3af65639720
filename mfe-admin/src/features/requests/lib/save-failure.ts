// What a refused save shows (admin-area.md §8 "Requests": "failure shows preview, message or
// error, else Mentés sikertelen."): a `preview` text first, then the server's message or error;
// null when the admin session ended (the frame is already going to the login).
import { ApiError, failureMessage } from '@tavollet/contract/client/http';

export function saveFailure(err: unknown, fallback: string): string | null {
  const text = failureMessage(err, fallback);
  if (text === null) return null;
  const body = err instanceof ApiError ? err.body : null;
  const preview = body && typeof body === 'object' ? (body as { preview?: unknown }).preview : undefined;
  return typeof preview === 'string' && preview.trim() ? preview : text;
}
