// The schedule editor's error box (admin-area.md §8 "E-mail"): the server's message plus its
// details (a list joined by lines, or a string; this gateway's field issues count as details);
// else "Ismeretlen hiba történt a mentés közben."; a failure with no text at all "Ismeretlen hiba".
import { ApiError } from '@tavollet/contract/client/http';

export function saveErrorText(err: unknown, texts: { unknownError: string; unknown: string }): string {
  if (!(err instanceof ApiError)) return texts.unknown;
  const body = err.body && typeof err.body === 'object' ? (err.body as Record<string, unknown>) : null;
  if (!body) return texts.unknownError;
  const message = typeof body.message === 'string' && body.message.trim() ? body.message.trim() : null;
  const lines: string[] = [];
  if (Array.isArray(body.details)) lines.push(...body.details.map(String));
  else if (typeof body.details === 'string' && body.details.trim()) lines.push(body.details.trim());
  if (Array.isArray(body.issues))
    for (const i of body.issues as { message?: unknown }[])
      if (typeof i?.message === 'string' && i.message !== message && !lines.includes(i.message)) lines.push(i.message);
  if (!message && lines.length === 0) return texts.unknownError;
  return [message, ...lines].filter(Boolean).join('\n');
}
