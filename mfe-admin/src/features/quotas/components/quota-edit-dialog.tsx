// The edit-quota dialog (admin-area.md §2 "/admin/szabadsag-keretek", §4 "Quota edit", §5 "Quota
// edit", §8 "Quotas"): number inputs (min 0, step 1) for the total and the used days of every
// type; Save applies the screen's rule and sends them; a failure keeps the dialog open with a
// Hungarian line. Escape or the backdrop closes it.
import { useTranslation } from 'react-i18next';
import { QUOTA_TYPES } from '@tavollet/contract/codes';
import type { QuotaRow } from '@tavollet/contract/api/admin-quotas';
import { QUOTA_AMOUNT_MAX } from '@tavollet/contract/domain/quota-csv';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Dialog } from '@tavollet/design-system/components/Dialog/Dialog';
import { TextField } from '@tavollet/design-system/components/TextField/TextField';
import { NS } from '../../../i18n/quotas.ts';
import { useQuotaEdit } from '../hooks/use-quota-edit.ts';
import styles from './quotas-page.module.css';

function EditForm({ row, onClose }: { row: QuotaRow; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const edit = useQuotaEdit(row, onClose);
  const number = { type: 'number', min: 0, step: 1, max: QUOTA_AMOUNT_MAX, inputMode: 'numeric' } as const;
  return (
    // noValidate: the browser would refuse -3 or 2.7 (min, step); the spec's rule fixes them instead.
    <form noValidate className={styles.editForm} onSubmit={(e) => void edit.save(e)}>
      <Dialog.Body>
        <p className={styles.muted}>{t('quotas.edit.intro', { om: row.oktatasi_azonosito ?? '' })}</p>
        <div className={styles.typeGrid}>
          {QUOTA_TYPES.map((type) => (
            <fieldset key={type} className={styles.typeBox}>
              <legend className={styles.typeTitle}>{t(`quotas.types.${type}`)}</legend>
              <div className={styles.editPair}>
                <TextField
                  {...number}
                  label={t('quotas.edit.keret')}
                  disabled={edit.saving}
                  {...edit.register(`${type}.keret`)}
                />
                <TextField
                  {...number}
                  label={t('quotas.edit.felhasznalt')}
                  disabled={edit.saving}
                  {...edit.register(`${type}.felhasznalt`)}
                />
              </div>
            </fieldset>
          ))}
        </div>
        {edit.error && <Alert tone="error">{edit.error}</Alert>}
      </Dialog.Body>
      <Dialog.Actions>
        <Button variant="secondary" onClick={onClose} disabled={edit.saving}>
          {t('quotas.edit.cancel')}
        </Button>
        <Button type="submit" loading={edit.saving}>
          {t('quotas.edit.save')}
        </Button>
      </Dialog.Actions>
    </form>
  );
}

export function QuotaEditDialog({ row, onClose }: { row: QuotaRow | null; onClose: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <Dialog open={row !== null} onOpenChange={onClose} maxWidth={760}>
      <Dialog.Title>{t('quotas.edit.title', { name: row?.nev ?? '', year: row?.ev ?? '' })}</Dialog.Title>
      {row && <EditForm key={`${row.user_id}:${row.ev}`} row={row} onClose={onClose} />}
    </Dialog>
  );
}
