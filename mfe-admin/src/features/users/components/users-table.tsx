// The users table (admin-area.md §2 "/admin/felhasznalok"): Név, Felhasználónév, Email, Okt.
// azonosító, Szerepkörök, Státusz (Blokkolt or Aktív), Művelet; the server's order (by name). On a
// narrow screen each row is a card (the design system's Table).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@tavollet/contract/api/admin-users';
import { Table, type TableColumn } from '@tavollet/design-system/components/Table/Table';
import { NS } from '../../../i18n/users.ts';
import { ActionsCell, RolesCell, RowContext, StatusCell, TextCell, type RowContextValue } from './row-cells.tsx';
import styles from './users-page.module.css';

export interface UsersTableProps {
  rows: AdminUser[];
  loading: boolean;
  /** True when rows exist but the name filter hides them all. */
  filtered: boolean;
  row: RowContextValue;
}

const nowrap = { nowrap: true } as const;

export function UsersTable({ rows, loading, filtered, row }: UsersTableProps) {
  const { t } = useTranslation(NS);
  const columns = useMemo<TableColumn<AdminUser>[]>(
    () => [
      {
        id: 'nev',
        header: t('users.columns.nev'),
        cell: ({ row: { original: u } }) => <TextCell user={u} field="nev" />,
      },
      {
        id: 'felhasznalonev',
        header: t('users.columns.felhasznalonev'),
        cell: ({ row: { original: u } }) => <TextCell user={u} field="felhasznalonev" />,
      },
      {
        id: 'email',
        header: t('users.columns.email'),
        cell: ({ row: { original: u } }) => <TextCell user={u} field="email" />,
      },
      {
        id: 'oktatasi_azonosito',
        // The two-word header may wrap: the column is then as wide as its 11-digit ids.
        header: () => <span className={styles.wrapHeader}>{t('users.columns.oktatasi_azonosito')}</span>,
        cell: ({ row: { original: u } }) => <TextCell user={u} field="oktatasi_azonosito" />,
        meta: { nowrap: true, label: t('users.columns.oktatasi_azonosito') },
      },
      {
        id: 'szerepkorok',
        header: t('users.columns.szerepkorok'),
        cell: ({ row: { original: u } }) => <RolesCell user={u} />,
      },
      {
        id: 'statusz',
        header: t('users.columns.statusz'),
        cell: ({ row: { original: u } }) => <StatusCell user={u} />,
        meta: nowrap,
      },
      {
        id: 'muvelet',
        header: t('users.columns.muvelet'),
        cell: ({ row: { original: u } }) => <ActionsCell user={u} />,
      },
    ],
    [t],
  );

  return (
    <RowContext.Provider value={row}>
      <Table
        label={t('users.list.tableLabel')}
        columns={columns}
        data={rows}
        getRowId={(u) => String(u.user_id)}
        enableSorting={false}
        emptyText={filtered ? t('users.list.noMatch') : t('users.list.empty')}
        loading={loading}
        loadingText={t('users.list.loading')}
        dense
      />
    </RowContext.Provider>
  );
}
