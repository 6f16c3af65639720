// A chosen CSV file in the browser (admin-area.md §5; §9 "Template files"): read with progress,
// checked by the import's own contract parser (the same code the gateway runs), and templates
// offered as downloads made here from the contract's header and example rows.
import { CSV_LIMIT_MESSAGES, MAX_CSV_BYTES, type CsvCheckResult } from '@tavollet/contract/domain/csv-read';

/** Saves `text` as `name`: a Blob made here, offered through a short-lived link. */
export function downloadTextFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

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
const nextPaint = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export type CheckPhase = { phase: 'reading'; percent: number } | { phase: 'checking' };

/**
 * Reads and checks `file` with `parse`: a file over MAX_CSV_BYTES is refused before reading, an
 * empty one goes to `parse` as '' so the import names it with its own text.
 */
export async function checkCsvFile<Row>(
  file: File,
  parse: (text: string) => CsvCheckResult<Row>,
  onPhase: (p: CheckPhase) => void,
): Promise<CsvCheckResult<Row>> {
  if (file.size > MAX_CSV_BYTES) return { ok: false, title: null, errors: [CSV_LIMIT_MESSAGES.tooLarge] };
  if (file.size === 0) return parse('');
  onPhase({ phase: 'reading', percent: 0 });
  const text = await readText(file, (percent) => onPhase({ phase: 'reading', percent }));
  onPhase({ phase: 'checking' });
  await nextPaint();
  return parse(text);
}

export const formatSize = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
