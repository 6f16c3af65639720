// Screenshots of a report: a file input, a drop zone, paste from the clipboard anywhere on the
// page, and thumbnails each with a remove button (staff-area.md §2 "Bug report").
import { useEffect, useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { ISSUE_IMAGE_TYPES } from '@tavollet/contract/codes';
import type { Screenshot } from '../hooks/use-screenshots.ts';
import styles from './screenshot-picker.module.css';

export interface ScreenshotPickerProps {
  images: Screenshot[];
  tooLarge: string[];
  onAdd: (files: Iterable<File>) => unknown;
  onRemove: (id: string) => void;
}

export function ScreenshotPicker({ images, tooLarge, onAdd, onRemove }: ScreenshotPickerProps) {
  const { t } = useTranslation('shell');
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  // Pasting an image anywhere on the page adds it; pasting text into a field works as usual.
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const files = [...(event.clipboardData?.files ?? [])];
      if (!files.length) return;
      event.preventDefault();
      onAdd(files);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [onAdd]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onAdd(event.dataTransfer.files);
  };

  return (
    <div
      className={styles.zone}
      data-dragging={dragging}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="screenshot-drop-zone"
    >
      <label className={styles.label} htmlFor={inputId}>
        {t('issueReport.images')}
      </label>
      <p id={hintId} className={styles.hint}>
        {t('issueReport.imagesHint')} {t('issueReport.dropZone')}
      </p>
      <input
        id={inputId}
        className={styles.input}
        type="file"
        multiple
        accept={ISSUE_IMAGE_TYPES.join(',')}
        aria-describedby={hintId}
        onChange={(e) => {
          if (e.target.files) onAdd(e.target.files);
          // The same file can be chosen again after removing it.
          e.target.value = '';
        }}
      />
      {tooLarge.length > 0 && (
        <Alert tone="warning">
          {tooLarge.map((name) => (
            <div key={name}>{t('issueReport.imageTooLarge', { name })}</div>
          ))}
        </Alert>
      )}
      <p className={styles.hint} aria-live="polite">
        {t('issueReport.imageCount', { count: images.length })}
      </p>
      {images.length > 0 && (
        <ul className={styles.thumbs}>
          {images.map((img) => (
            <li key={img.id} className={styles.thumb}>
              <img src={img.tartalom} alt={img.fajlnev} />
              <span className={styles.name} title={img.fajlnev}>
                {img.fajlnev}
              </span>
              <Button size="sm" variant="secondary" aria-label={t('issueReport.removeImage', { name: img.fajlnev })} onClick={() => onRemove(img.id)}>
                {t('issueReport.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
