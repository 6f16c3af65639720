// The list part of the quotas screen (admin-area.md §2 "/admin/szabadsag-keretek", §8 "Quotas"):
// the year selector ("Nem sikerült lekérdezni az éveket." / "Nincs elérhető év az adatbázisban."),
// the name filter with its shown/total counter, and the table.
import { useTranslation } from 'react-i18next';
import { ADMIN_QUOTA_MESSAGES as M } from '@tavollet/contract/api/admin-quotas';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Select } from '@tavollet/design-system/components/Select/Select';
import { TextField } from '@tavollet/design-system/components/TextField/TextField';
import { NS } from '../../../i18n/quotas.ts';
import type { QuotasPageState } from '../hooks/use-quotas-page.ts';
import { QuotasTable } from './quotas-table.tsx';
import shared from '../../../components/page.module.css';
import styles from './quotas-page.module.css';

export function QuotasList({ page: p }: { page: QuotasPageState }) {
  const { t } = useTranslation(NS);
  return (
    <section className={styles.listSection} aria-labelledby="admin-quotas-list-title">
      <h2 id="admin-quotas-list-title" className={styles.sectionTitle}>
        {t('quotas.list.title')}
      </h2>
      {p.yearsFailed ? (
        <Alert tone="error">{M.yearsFailed}</Alert>
      ) : !p.yearsLoading && p.years.length === 0 ? (
        <Alert tone="info">{M.noYears}</Alert>
      ) : (
        <>
          <div className={styles.toolbar}>
            <Select
              label={t('quotas.list.year')}
              value={p.year === null ? '' : String(p.year)}
              onChange={(e) => p.setYear(Number(e.target.value))}
              options={p.years.map((y) => ({ value: String(y), label: String(y) }))}
              disabled={p.yearsLoading}
              className={styles.year}
            />
            <div role="search" className={styles.filterBox}>
              <TextField
                type="search"
                label={t('quotas.list.filter')}
                placeholder={t('quotas.list.filterPlaceholder')}
                value={p.filter}
                onChange={(e) => p.setFilter(e.target.value)}
              />
            </div>
            <p className={shared.muted} aria-live="polite">
              {t('quotas.list.count', { shown: p.shown.length, total: p.total })}
            </p>
          </div>
          {p.rowsFailed && (
            <Alert
              tone="error"
              actions={
                <Button size="sm" onClick={p.retryRows}>
                  {t('quotas.list.retry')}
                </Button>
              }
            >
              {t('quotas.list.loadFailed')}
            </Alert>
          )}
          <QuotasTable
            rows={p.shown}
            loading={p.yearsLoading || p.rowsLoading}
            filtered={p.total > 0 && p.filter.trim() !== ''}
            onDetails={p.openDetails}
            onEdit={p.openEdit}
          />
        </>
      )}
    </section>
  );
}
