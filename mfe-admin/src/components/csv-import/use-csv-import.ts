// The CSV import panel's flow (admin-area.md §4 "Imports", §8, §9),
// the same for every import: both actions read and check the chosen file in the browser with the
// import's contract parser (the gateway runs the same rules again); "Csak ellenőrzés" reports the
// check's success text or up to 8 errors then "…"; "Importálás" sends the checked rows, after the
// confirmation when full overwrite is ticked. The import's success text goes away after 6 s; a
// refusal lists the server's messages.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, failureMessage } from '@tavollet/contract/client/http';
import { NS } from '../../i18n/csv.ts';
import { checkCsvFile, type CheckPhase } from './csv-file.ts';
import type { CsvImportConfig } from './csv-import-config.ts';

/** admin-area.md §9 "Import success message shown 6000 ms". */
export const IMPORT_SUCCESS_MS = 6000;

export type Progress = CheckPhase | { phase: 'sending'; count: number };

export interface ImportResult {
  tone: 'success' | 'error';
  /** Bold first line (e.g. "CSV validációs hibák"), if any. */
  title: string | null;
  lines: string[];
  /** The import's success: it goes away after 6 s. */
  transient?: boolean;
}

/** A refusal's texts (admin-area.md §7: "errors return messages (array), message or error"). */
const serverLines = (err: unknown): { title: string | null; lines: string[] } | null => {
  if (!(err instanceof ApiError) || !err.body || typeof err.body !== 'object') return null;
  const { messages, message, error } = err.body as { messages?: unknown; message?: unknown; error?: unknown };
  const text = typeof message === 'string' && message ? message : typeof error === 'string' && error ? error : null;
  if (Array.isArray(messages) && messages.length) return { title: text, lines: messages.map(String) };
  return text ? { title: null, lines: [text] } : null;
};

export function useCsvImport<Row>(config: CsvImportConfig<Row>) {
  const { t } = useTranslation(NS);
  const [file, setFile] = useState<File | null>(null);
  const [overwrite, setOverwrite] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  /** Which button started the running work (its button shows the spinner and keeps the focus). */
  const [running, setRunning] = useState<'check' | 'import' | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  /** Rows waiting for the overwrite confirmation, with its paragraphs. */
  const [confirm, setConfirm] = useState<{ rows: Row[]; lines: string[] } | null>(null);
  /** Changed to empty the file input (a new key mounts a new input). */
  const [inputKey, setInputKey] = useState(0);

  useEffect(() => {
    if (!result?.transient) return;
    const timer = setTimeout(() => setResult(null), IMPORT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [result]);

  const busy = running !== null;

  const choose = (next: File | null) => {
    setFile(next);
    setResult(null);
  };

  /** Reads and checks the chosen file; the rows when it is fine, else null with the errors shown. */
  const checkFile = async (): Promise<Row[] | null> => {
    if (!file) return null;
    try {
      const parsed = await checkCsvFile(file, config.parse, setProgress);
      if (parsed.ok) return parsed.rows;
      setResult({ tone: 'error', title: parsed.title, lines: parsed.errors });
    } catch {
      setResult({ tone: 'error', title: null, lines: [t('csvImport.parseFailed')] });
    } finally {
      setProgress(null);
    }
    return null;
  };

  const check = async () => {
    setResult(null);
    if (!file) {
      setResult({ tone: 'error', title: null, lines: [config.noFileMessage] });
      return;
    }
    setRunning('check');
    const rows = await checkFile();
    setRunning(null);
    if (rows) setResult({ tone: 'success', title: null, lines: [config.checkedMessage(rows.length)] });
  };

  const showRefusal = (err: unknown) => {
    if (failureMessage(err, '') === null) return;
    const server = serverLines(err);
    setResult(
      server
        ? { tone: 'error', title: server.title ?? t('csvImport.serverRefused'), lines: server.lines }
        : { tone: 'error', title: null, lines: [config.failureFallback] },
    );
  };

  const send = async (rows: Row[]) => {
    setConfirm(null);
    setRunning('import');
    setProgress({ phase: 'sending', count: rows.length });
    try {
      const answer = await config.send(rows, overwrite);
      setResult({ tone: 'success', title: null, lines: [answer.message], transient: true });
      setFile(null);
      setOverwrite(false);
      setInputKey((k) => k + 1);
    } catch (err) {
      showRefusal(err);
    } finally {
      setProgress(null);
      setRunning(null);
    }
  };

  const importFile = async () => {
    setResult(null);
    if (!file) {
      setResult({ tone: 'error', title: null, lines: [config.importWithoutFileMessage] });
      return;
    }
    setRunning('import');
    const rows = await checkFile();
    if (rows && !overwrite) return send(rows);
    try {
      if (rows) setConfirm({ rows, lines: await config.confirmLines(rows.length, rows) });
    } catch (err) {
      showRefusal(err);
    } finally {
      setRunning(null);
    }
  };

  return {
    file,
    choose,
    inputKey,
    overwrite,
    setOverwrite,
    progress,
    busy,
    running,
    result,
    dismissResult: () => setResult(null),
    check: () => void check(),
    importFile: () => void importFile(),
    confirmLines: confirm?.lines ?? null,
    confirmOverwrite: () => void (confirm && send(confirm.rows)),
    cancelOverwrite: () => setConfirm(null),
  };
}
