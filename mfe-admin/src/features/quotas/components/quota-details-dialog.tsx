// The details dialog (admin-area.md §2 "/admin/szabadsag-keretek", §3 "Quota row"): every quota
// type's total, used, requested (pending) and remaining days (total − used, at least 0). Escape or
// the backdrop closes it and the focus returns to the row's button (the design system's Dialog).
import { useTranslation } from 'react-i18next';
import { QUOTA_TYPES } from '@tavollet/contract/codes';
import { quotaKeys, remainingOfRow, type QuotaRow } from '@tavollet/contract/api/admin-quotas';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Dialog } from '@tavollet/design-system/components/Dialog/Dialog';
import { NS } from '../../../i18n/quotas.ts';
import styles from './quotas-page.module.css';

export function QuotaDetailsDialog({ row, onClose }: { row: QuotaRow | null; onClose: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <Dialog open={row !== null} onOpenChange={onClose} maxWidth={720}>
      <Dialog.Title>{t('quotas.details.title', { name: row?.nev ?? '', year: row?.ev ?? '' })}</Dialog.Title>
      <Dialog.Body>
        {row && (
          <div className={styles.typeGrid}>
            {QUOTA_TYPES.map((type) => (
              <section key={type} className={styles.typeBox} aria-labelledby={`quota-details-${type}`}>
                <h3 id={`quota-details-${type}`} className={styles.typeTitle}>
                  {t(`quotas.types.${type}`)}
                </h3>
                <dl className={styles.figures}>
                  <div>
                    <dt>{t('quotas.details.keret')}</dt>
                    <dd>{row[quotaKeys.keret(type)]}</dd>
                  </div>
                  <div>
                    <dt>{t('quotas.details.felhasznalt')}</dt>
                    <dd>{row[quotaKeys.felhasznalt(type)]}</dd>
                  </div>
                  <div>
                    <dt>{t('quotas.details.kerelmezett')}</dt>
                    <dd>{row[quotaKeys.kerelmezett(type)]}</dd>
                  </div>
                  <div>
                    <dt>{t('quotas.details.maradek')}</dt>
                    <dd>{remainingOfRow(row, type)}</dd>
                  </div>
                </dl>
              </section>
            ))}
          </div>
        )}
      </Dialog.Body>
      <Dialog.Actions>
        <Button variant="secondary" onClick={onClose}>
          {t('quotas.details.close')}
        </Button>
      </Dialog.Actions>
    </Dialog>
  );
}
