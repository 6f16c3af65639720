// The CSV import panel (admin-area.md §2 "/admin/felhasznalok", §5 "User CSV"; docs/decisions/0419-users-csv-panel.md):
// the template download (made in the browser from the contract's header and example rows), a
// Hungarian file picker, the full-overwrite option, "Csak ellenőrzés" and "Importálás", the
// progress of a large file, and the result.
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_CSV_TEMPLATE_NAME } from '@tavollet/contract/domain/user-csv';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Card } from '@tavollet/design-system/components/Card/Card';
import { Checkbox } from '@tavollet/design-system/components/Checkbox/Checkbox';
import { FilePicker } from '@tavollet/design-system/components/FilePicker/FilePicker';
import { NS } from '../../../i18n/register.ts';
import { useCsvImport, type Progress } from '../hooks/use-csv-import.ts';
import { formatSize, templateBlob } from '../lib/csv-file.ts';
import { OverwriteDialog } from './overwrite-dialog.tsx';
import styles from './users-page.module.css';

/** Saves the template: a Blob made here, offered through a short-lived link. */
function downloadTemplate(): void {
  const url = URL.createObjectURL(templateBlob());
  const link = document.createElement('a');
  link.href = url;
  link.download = USER_CSV_TEMPLATE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function ProgressLine({ progress }: { progress: Progress }) {
  const { t } = useTranslation(NS);
  const text =
    progress.phase === 'reading'
      ? t('users.import.reading', { percent: progress.percent })
      : progress.phase === 'checking'
        ? t('users.import.checking')
        : t('users.import.sending', { count: progress.count });
  return (
    <div className={styles.progress}>
      <progress
        className={styles.progressBar}
        aria-label={t('users.import.progressLabel')}
        max={100}
        value={progress.phase === 'reading' ? progress.percent : undefined}
      />
      <span>{text}</span>
    </div>
  );
}

export function ImportPanel() {
  const { t } = useTranslation(NS);
  const imp = useCsvImport();
  const inputId = useId();
  const fileHintId = useId();
  const fileText = useMemo(
    () => (imp.file ? t('users.import.chosen', { name: imp.file.name, size: formatSize(imp.file.size) }) : null),
    [imp.file, t],
  );

  return (
    <Card title={t('users.import.title')} className={styles.card}>
      <div className={styles.panel}>
        <p className={styles.muted}>{t('users.import.intro')}</p>
        <Button variant="ghost" className={styles.templateButton} onClick={downloadTemplate}>
          {t('users.import.template', { name: USER_CSV_TEMPLATE_NAME })}
        </Button>
        <div className={styles.fileRow}>
          <label className={styles.fileLabel} htmlFor={inputId}>
            {t('users.import.file')}
          </label>
          {/* The design system's FilePicker: a Hungarian button over the real input
              (docs/decisions/0396-quota-table-and-file-picker-at-360px.md). */}
          <FilePicker
            key={imp.inputKey}
            id={inputId}
            accept=".csv,text/csv"
            aria-describedby={fileHintId}
            buttonLabel={t('users.import.pick')}
            disabled={imp.busy}
            onChange={(e) => imp.choose(e.target.files?.[0] ?? null)}
          />
          <p id={fileHintId} className={styles.muted}>
            {fileText ?? t('users.import.noFileYet')}
          </p>
        </div>
        <Checkbox
          label={t('users.import.overwrite')}
          hint={t('users.import.overwriteHint')}
          checked={imp.overwrite}
          onChange={(e) => imp.setOverwrite(e.target.checked)}
          disabled={imp.busy}
        />
        <div className={styles.buttons}>
          <Button
            variant="secondary"
            onClick={imp.check}
            loading={imp.running === 'check'}
            disabled={imp.busy && imp.running !== 'check'}
          >
            {t('users.import.check')}
          </Button>
          <Button
            variant="primary"
            onClick={imp.importFile}
            loading={imp.running === 'import'}
            disabled={imp.busy && imp.running !== 'import'}
          >
            {t('users.import.submit')}
          </Button>
        </div>
        <div aria-live="polite">{imp.progress && <ProgressLine progress={imp.progress} />}</div>
        {imp.result && (
          <Alert tone={imp.result.tone} title={imp.result.title ?? undefined} onDismiss={imp.dismissResult}>
            {imp.result.lines.length === 1 ? (
              imp.result.lines[0]
            ) : (
              <ul className={styles.errorList}>
                {imp.result.lines.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            )}
          </Alert>
        )}
      </div>
      {imp.confirmRows && (
        <OverwriteDialog
          rowCount={imp.confirmRows.length}
          onConfirm={imp.confirmOverwrite}
          onCancel={imp.cancelOverwrite}
        />
      )}
    </Card>
  );
}
