// The quota table beside the form (staff-area.md §3 "Quota row"): Keret, Felhasznált, Függőben
// for the quota-tracked types that have anything in them, for the quota year `ev`.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeacherData } from '@tavollet/contract/api/teacher';
import { Table, type TableColumn } from '@tavollet/design-system/components/Table/Table';
import { NS } from '../../../i18n/register.ts';
import { quotaRows, type QuotaRow } from '../lib/quota-rows.ts';
import styles from './request-page.module.css';

const num = { align: 'end', nowrap: true } as const;

export function QuotaTable({ data }: { data: TeacherData }) {
  const { t } = useTranslation(NS);
  const rows = useMemo(() => quotaRows(data.szabadsagKeretek), [data.szabadsagKeretek]);
  const columns = useMemo<TableColumn<QuotaRow>[]>(
    () => [
      { id: 'tipus', header: t('request.quota.type'), accessorFn: (row) => t(`types.${row.tipus}`) },
      { id: 'keret', header: t('request.quota.keret'), accessorKey: 'keret', meta: num },
      { id: 'felhasznalt', header: t('request.quota.felhasznalt'), accessorKey: 'felhasznalt', meta: num },
      { id: 'fuggoben', header: t('request.quota.fuggoben'), accessorKey: 'kerelmezett', meta: num },
    ],
    [t],
  );
  return (
    <section className={styles.panel} aria-labelledby="teacher-quota-title">
      <h2 id="teacher-quota-title" className={styles.sectionTitle}>
        {t('request.quota.title', { year: data.ev })}
      </h2>
      <Table
        label={t('request.quota.tableLabel', { year: data.ev })}
        columns={columns}
        data={rows}
        getRowId={(row) => row.tipus}
        enableSorting={false}
        emptyText={t('request.quota.empty')}
        dense
        cards={false}
        className={styles.quotaTable}
      />
    </section>
  );
}
