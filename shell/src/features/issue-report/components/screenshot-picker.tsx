// Screenshots of a report: a file input, a drop zone, paste from the clipboard anywhere on the
// page, and thumbnails each with a remove button (staff-area.md §2 "Bug report"). While it is
// mounted, a file dropped next to the zone is swallowed: the browser would open the image and the
// form would be lost.
import { useEffect, useId, useState, type DragEvent as ReactDragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { FilePicker } from '@tavollet/design-system/components/FilePicker/FilePicker';
import { ISSUE_IMAGE_TYPES } from '@tavollet/contract/codes';
import type { Refusals, Screenshot } from '../hooks/use-screenshots.ts';
import styles from './screenshot-picker.module.css';

export interface ScreenshotPickerProps {
  images: Screenshot[];
  refusals: Refusals;
  onAdd: (files: Iterable<File>) => unknown;
  onRemove: (id: string) => void;
}

export function ScreenshotPicker({ images, refusals, onAdd, onRemove }: ScreenshotPickerProps) {
  const { t } = useTranslation('shell');
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  // Pasting an image anywhere on the page adds it; pasting text into a field works as usual,
  // even when the clipboard also holds a picture of it (Excel and Word copy both).
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const files = [...(event.clipboardData?.files ?? [])];
      if (!files.length) return;
      if (isTextField(event.target) && event.clipboardData?.types.includes('text/plain')) return;
      event.preventDefault();
      onAdd(files);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [onAdd]);

  // The zone's own handlers run first and cancel the event; anything left is a near miss.
  useEffect(() => {
    const swallowFileDrag = (event: DragEvent) => {
      if (event.defaultPrevented || !event.dataTransfer?.types.includes('Files')) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'none';
    };
    window.addEventListener('dragover', swallowFileDrag);
    window.addEventListener('drop', swallowFileDrag);
    return () => {
      window.removeEventListener('dragover', swallowFileDrag);
      window.removeEventListener('drop', swallowFileDrag);
    };
  }, []);

  const onDrop = (event: ReactDragEvent) => {
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
      {/* The design system's FilePicker: a Hungarian button over the real input. */}
      <FilePicker
        id={inputId}
        multiple
        accept={ISSUE_IMAGE_TYPES.join(',')}
        aria-describedby={hintId}
        buttonLabel={t('issueReport.pick')}
        onChange={(e) => {
          if (e.target.files) onAdd(e.target.files);
          // The same file can be chosen again after removing it.
          e.target.value = '';
        }}
      />
      {(refusals.tooLarge.length > 0 || refusals.totalTooLarge) && (
        <Alert tone="warning">
          {refusals.tooLarge.map((name) => (
            <div key={name}>{t('issueReport.imageTooLarge', { name })}</div>
          ))}
          {refusals.totalTooLarge && <div>{t('issueReport.imagesTooLarge')}</div>}
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
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('issueReport.removeImage', { name: img.fajlnev })}
                onClick={() => onRemove(img.id)}
              >
                {t('issueReport.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A field that takes pasted text: a text input, a textarea or an editable element. */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !NON_TEXT_INPUTS.has(target.type);
}
const NON_TEXT_INPUTS = new Set(['checkbox', 'radio', 'file', 'button', 'submit', 'reset', 'image', 'range', 'color']);
