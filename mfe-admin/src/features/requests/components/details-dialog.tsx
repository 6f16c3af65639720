// "Részletek" (admin-area.md §2 "/admin/szabadsag-kerelmek", §3 "Leave request (admin view)"):
// every field of the request. Escape, "Bezárás" and the backdrop close it; the focus returns to
// the row's button (the design system's Dialog).
import { useTranslation } from 'react-i18next';
import type { AdminRequestRow } from '@tavollet/contract/api/admin-requests';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Dialog } from '@tavollet/design-system/components/Dialog/Dialog';
import { formatDate, formatDateTime } from '@tavollet/design-system/lib/format-date';
import { NS } from '../../../i18n/requests.ts';
import styles from './requests-page.module.css';

export function DetailsDialog({ row, onClose }: { row: AdminRequestRow; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const none = t('requests.details.none');
  const fields: [string, string | number | null][] = [
    ['kerelem_id', row.kerelem_id],
    ['statusz_kod', t(`requests.statuses.${row.statusz_kod}`)],
    ['tipus_kod', t(`requests.types.${row.tipus_kod}`)],
    ['nev', row.nev],
    ['felhasznalonev', row.felhasznalonev],
    ['oktatasi_azonosito', row.oktatasi_azonosito],
    ['letrehozva', formatDateTime(row.letrehozva)],
    ['kezdete', formatDate(row.kezdete)],
    ['vege', formatDate(row.vege)],
    ['munkanapok_szama', row.munkanapok_szama],
    ['ev', row.ev],
    ['megjegyzes', row.megjegyzes],
    ['jovahagyoi_megjegyzes', row.jovahagyoi_megjegyzes],
    ['letrehozo', row.letrehozo],
  ];
  return (
    <Dialog open onOpenChange={onClose} maxWidth={640}>
      <Dialog.Title>{t('requests.details.title')}</Dialog.Title>
      <Dialog.Body>
        <dl className={styles.detailList}>
          {fields.map(([key, value]) => (
            <div key={key} style={{ display: 'contents' }}>
              <dt>{t(`requests.fields.${key}`)}</dt>
              <dd>{value === null || value === '' ? none : value}</dd>
            </div>
          ))}
        </dl>
      </Dialog.Body>
      <Dialog.Actions>
        <Button variant="secondary" onClick={onClose}>
          {t('requests.details.close')}
        </Button>
      </Dialog.Actions>
    </Dialog>
  );
}
