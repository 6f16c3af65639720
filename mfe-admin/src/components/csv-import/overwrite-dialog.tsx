// "Teljes felülírás megerősítése" with Felülírás and Mégse (admin-area.md §2 "/admin/tanev-napok",
// "/admin/felhasznalok": a full overwrite needs a confirmation). Each import says in `lines` what its
// overwrite really does; Mégse has the focus, so Enter does not overwrite by accident.
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/csv.ts';
import { ConfirmDialog } from '@tavollet/design-system/components/ConfirmDialog/ConfirmDialog';

export interface OverwriteDialogProps {
  /** The paragraphs; the first is shown bold (how many rows). */
  lines: readonly string[];
  onConfirm: () => void;
  onCancel: () => void;
}

export function OverwriteDialog({ lines, onConfirm, onCancel }: OverwriteDialogProps) {
  const { t } = useTranslation(NS);
  return (
    <ConfirmDialog
      open
      title={t('csvImport.confirmTitle')}
      confirmLabel={t('csvImport.confirm')}
      cancelLabel={t('csvImport.cancel')}
      destructive
      onConfirm={onConfirm}
      onOpenChange={onCancel}
      // Every line describes it: what an overwrite does is the point of asking.
      description={lines.map((line, i) => (
        <p key={i}>{i === 0 ? <strong>{line}</strong> : line}</p>
      ))}
    />
  );
}
