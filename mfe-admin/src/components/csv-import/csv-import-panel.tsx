// One CSV import card for every admin import (admin-area.md §2, §4 "Imports", §5, §9): the template
// download, a Hungarian file picker, the full-overwrite option with its confirmation, "Csak
// ellenőrzés" and "Importálás", the progress of a large file (reading, checking, sending) and the
// result. Each screen passes its texts, its contract parser and its send call (CsvImportConfig).
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Card } from '@tavollet/design-system/components/Card/Card';
import { Checkbox } from '@tavollet/design-system/components/Checkbox/Checkbox';
import { FilePicker } from '@tavollet/design-system/components/FilePicker/FilePicker';
import { NS } from '../../i18n/csv.ts';
import { downloadTextFile, formatSize } from './csv-file.ts';
import type { CsvImportConfig } from './csv-import-config.ts';
import { OverwriteDialog } from './overwrite-dialog.tsx';
import { useCsvImport, type Progress } from './use-csv-import.ts';
import styles from './csv-import.module.css';

function ProgressLine({ progress }: { progress: Progress }) {
  const { t } = useTranslation(NS);
  const text =
    progress.phase === 'reading'
      ? t('csvImport.reading', { percent: progress.percent })
      : progress.phase === 'checking'
        ? t('csvImport.checking')
        : t('csvImport.sending', { count: progress.count });
  return (
    <div className={styles.progress}>
      <progress
        className={styles.progressBar}
        aria-label={t('csvImport.progressLabel')}
        max={100}
        value={progress.phase === 'reading' ? progress.percent : undefined}
      />
      <span>{text}</span>
    </div>
  );
}

export interface CsvImportPanelProps<Row> {
  config: CsvImportConfig<Row>;
  className?: string;
}

export function CsvImportPanel<Row>({ config, className }: CsvImportPanelProps<Row>) {
  const { t } = useTranslation(NS);
  const imp = useCsvImport(config);
  const inputId = useId();
  const fileHintId = useId();
  const fileText = useMemo(
    () => (imp.file ? t('csvImport.chosen', { name: imp.file.name, size: formatSize(imp.file.size) }) : null),
    [imp.file, t],
  );

  return (
    <Card title={config.title} className={[styles.card, className].filter(Boolean).join(' ')}>
      <div className={styles.panel}>
        <div className={styles.muted}>{config.intro}</div>
        <Button
          variant="ghost"
          className={styles.templateButton}
          onClick={() => downloadTextFile(config.templateName, config.template())}
        >
          {t('csvImport.template', { name: config.templateName })}
        </Button>
        <div className={styles.fileRow}>
          <label className={styles.fileLabel} htmlFor={inputId}>
            {t('csvImport.file')}
          </label>
          {/* The design system's FilePicker: a Hungarian button over the real input. */}
          <FilePicker
            key={imp.inputKey}
            id={inputId}
            accept=".csv,text/csv"
            aria-describedby={fileHintId}
            buttonLabel={t('csvImport.pick')}
            disabled={imp.busy}
            onChange={(e) => imp.choose(e.target.files?.[0] ?? null)}
          />
          <p id={fileHintId} className={styles.muted}>
            {fileText ?? t('csvImport.noFileYet')}
          </p>
        </div>
        <Checkbox
          label={config.overwriteLabel}
          hint={config.overwriteHint}
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
            {t('csvImport.check')}
          </Button>
          <Button
            variant="primary"
            onClick={imp.importFile}
            loading={imp.running === 'import'}
            disabled={imp.busy && imp.running !== 'import'}
          >
            {t('csvImport.submit')}
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
      {imp.confirmLines && (
        <OverwriteDialog lines={imp.confirmLines} onConfirm={imp.confirmOverwrite} onCancel={imp.cancelOverwrite} />
      )}
    </Card>
  );
}
