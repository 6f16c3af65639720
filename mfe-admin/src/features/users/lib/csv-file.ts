// The users CSV in the browser (admin-area.md §5 "User CSV"; docs/decisions/0419-users-csv-panel.md):
// the template made here from the contract's own header and example rows, and a chosen file read
// with progress and checked by the contract's parser, the same code the gateway runs.
import {
  MAX_CSV_BYTES,
  USER_CSV_MESSAGES,
  parseUserCsv,
  userCsvTemplate,
  type UserCsvResult,
} from '@tavollet/contract/domain/user-csv';

/** The template as a download: `;`, UTF-8 with BOM (Excel), CRLF. */
export const templateBlob = () => new Blob([userCsvTemplate()], { type: 'text/csv;charset=utf-8' });

/** Reads the file as UTF-8 text, reporting 0–100 as it goes. */
export function readText(file: Blob, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    reader.onload = () => {
      onProgress(100);
      resolve(typeof reader.result === 'string' ? reader.result : '');
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file, 'utf-8');
  });
}

/** Lets the browser paint (the progress text) before a long synchronous step. */
export const nextPaint = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export type CheckPhase = { phase: 'reading'; percent: number } | { phase: 'checking' };

/**
 * Reads and checks `file`: too large or empty files are refused before reading; the rows go through
 * `parseUserCsv` (header, row rules, duplicates inside the file; at most 8 errors, then "…").
 */
export async function checkCsvFile(file: File, onPhase: (p: CheckPhase) => void): Promise<UserCsvResult> {
  if (file.size > MAX_CSV_BYTES) return { ok: false, title: null, errors: [USER_CSV_MESSAGES.tooLarge] };
  if (file.size === 0) return { ok: false, title: null, errors: [USER_CSV_MESSAGES.empty] };
  onPhase({ phase: 'reading', percent: 0 });
  const text = await readText(file, (percent) => onPhase({ phase: 'reading', percent }));
  onPhase({ phase: 'checking' });
  await nextPaint();
  return parseUserCsv(text);
}

export const formatSize = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
