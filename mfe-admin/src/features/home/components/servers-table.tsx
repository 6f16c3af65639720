// The servers (admin-area.md §2 "/admin/kezdo": id, region, cpu, mem, ping, up): every gateway
// instance of the last hour. A server that is not up shows no figures, only why: "Leállt" (it
// said goodbye) or "Nem válaszol" (silent for three report intervals).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@tavollet/design-system/components/Badge/Badge';
import { Table, type TableColumn } from '@tavollet/design-system/components/Table/Table';
import type { ServerRow } from '@tavollet/contract/api/admin-stats';
import { NS } from '../../../i18n/register.ts';
import { formatNumber } from '../lib/stats-format.ts';
import styles from './admin-home.module.css';

export function ServersTable({ servers }: { servers: ServerRow[] }) {
  const { t } = useTranslation(NS);
  const columns = useMemo<TableColumn<ServerRow>[]>(() => {
    const figure = (row: ServerRow, text: string | null) => (row.up && text !== null ? text : t('home.units.none'));
    const percent = (v: number) => t('home.units.percent', { value: formatNumber('cpu', v) });
    return [
      { id: 'id', header: t('home.servers.id'), accessorKey: 'id', cell: (c) => <code>{c.row.original.id}</code> },
      { id: 'region', header: t('home.servers.region'), accessorKey: 'region' },
      {
        id: 'cpu',
        header: t('home.servers.cpu'),
        accessorKey: 'cpu',
        cell: (c) => figure(c.row.original, percent(c.row.original.cpu)),
        meta: { align: 'end', nowrap: true },
      },
      {
        id: 'mem',
        header: t('home.servers.mem'),
        accessorKey: 'mem',
        cell: (c) => figure(c.row.original, percent(c.row.original.mem)),
        meta: { align: 'end', nowrap: true },
      },
      {
        id: 'ping',
        header: t('home.servers.ping'),
        accessorFn: (r) => r.ping ?? -1,
        cell: (c) => {
          const { ping } = c.row.original;
          return figure(
            c.row.original,
            ping === null ? null : t('home.units.ms', { value: formatNumber('ping', ping) }),
          );
        },
        meta: { align: 'end', nowrap: true },
      },
      {
        id: 'up',
        header: t('home.servers.up'),
        accessorFn: (r) => (r.up ? 0 : r.stopped ? 1 : 2),
        cell: (c) => {
          const { up, stopped } = c.row.original;
          if (up) return <Badge tone="success">{t('home.servers.running')}</Badge>;
          return stopped ? (
            <Badge tone="neutral">{t('home.servers.stopped')}</Badge>
          ) : (
            <Badge tone="danger">{t('home.servers.silent')}</Badge>
          );
        },
      },
    ];
  }, [t]);

  return (
    // Not a named region itself: the table's own scroll box is the region "Szerverek".
    <div className={styles.section}>
      <h2 id="admin-servers-title" className={styles.sectionTitle}>
        {t('home.servers.title')}
      </h2>
      <Table
        columns={columns}
        data={servers}
        label={t('home.servers.title')}
        getRowId={(r) => r.id}
        emptyText={t('home.servers.empty')}
        dense
      />
    </div>
  );
}
