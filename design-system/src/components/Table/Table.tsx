import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
  type SortingFn,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import clsx from 'clsx';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SortIcon } from '../../internal/icons.tsx';
import { useScrollableFocus } from '../../internal/use-scrollable-focus.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import styles from './Table.module.css';
import hidden from '../../internal/visually-hidden.module.css';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Horizontal alignment of the column's header and cells (numbers: 'end'). */
    align?: 'start' | 'center' | 'end';
    /** Keeps the cells on one line (dates, numbers, short codes). */
    nowrap?: boolean;
  }
}

export type { ColumnDef, SortingState } from '@tanstack/react-table';

const collator = new Intl.Collator('hu', { numeric: true, sensitivity: 'base' });

/**
 * Default order of every column: numbers by value, everything else by Hungarian collation
 * (á after a, ő after ö, digits numerically, so ISO dates sort by time); empty values last.
 */
export const hungarianSort: SortingFn<unknown> = (a, b, columnId) => {
  const x: unknown = a.getValue(columnId);
  const y: unknown = b.getValue(columnId);
  if (x == null || x === '') return y == null || y === '' ? 0 : 1;
  if (y == null || y === '') return -1;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  if (x instanceof Date && y instanceof Date) return x.getTime() - y.getTime();
  return collator.compare(String(x), String(y));
};

/** A column of any value type (createColumnHelper gives each column its own value type). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TableColumn<T> = ColumnDef<T, any>;

export interface TableProps<T> {
  /** Column definitions of @tanstack/react-table (use createColumnHelper<T>()). */
  columns: TableColumn<T>[];
  /** Rows to show, already filtered. */
  data: T[];
  /** Name of the table (caption), read by screen readers; visible with `showCaption`. */
  label: string;
  /** Shows the label as a visible caption above the table. */
  showCaption?: boolean;
  /** Stable row id (default: the row index). */
  getRowId?: (row: T, index: number) => string;
  /** Controlled sorting state; omit for uncontrolled sorting. */
  sorting?: SortingState;
  /** Called with the new sorting on every header click (controlled or not). */
  onSortingChange?: (sorting: SortingState) => void;
  /** Initial sorting when uncontrolled, e.g. [{ id: 'letrehozva', desc: true }]. */
  defaultSorting?: SortingState;
  /** Turns header sorting off for every column. */
  enableSorting?: boolean;
  /** The data arrives sorted by the server; the table only reports sorting changes. */
  manualSorting?: boolean;
  /** Text of the empty table (default "Nincs adat"). */
  emptyText?: string;
  /** Shows a loading indicator and marks the table aria-busy. */
  loading?: boolean;
  /** Text of the loading indicator (default "Betöltés…"). */
  loadingText?: string;
  /** Tighter row padding for long admin lists. */
  dense?: boolean;
  /** Extra class of the scroll container. */
  className?: string;
}

export function Table<T>({
  columns,
  data,
  label,
  showCaption = false,
  getRowId,
  sorting,
  onSortingChange,
  defaultSorting,
  enableSorting = true,
  manualSorting = false,
  emptyText,
  loading = false,
  loadingText,
  dense = false,
  className,
}: TableProps<T>) {
  const { t } = useTranslation('common');
  const captionId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  useScrollableFocus(scrollRef);
  const [innerSorting, setInnerSorting] = useState<SortingState>(defaultSorting ?? []);
  const sortingState = sorting ?? innerSorting;

  const handleSortingChange = (updater: Updater<SortingState>) => {
    const next = typeof updater === 'function' ? updater(sortingState) : updater;
    if (sorting === undefined) setInnerSorting(next);
    onSortingChange?.(next);
  };

  // The React Compiler lint rule flags TanStack's hook; it is the library's documented usage.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data,
    columns,
    state: { sorting: sortingState },
    onSortingChange: handleSortingChange,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: manualSorting ? undefined : getSortedRowModel(),
    manualSorting,
    enableSorting,
    // admin-area.md "/admin/szabadsag-kerelmek": a click toggles asc/desc, a new column starts ascending.
    enableSortingRemoval: false,
    enableMultiSort: false,
    sortDescFirst: false,
    defaultColumn: { sortingFn: hungarianSort as SortingFn<T> },
    getRowId,
  });

  const rows = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length;

  return (
    <div ref={scrollRef} className={clsx(styles.scroll, className)} role="region" aria-labelledby={captionId}>
      <table className={clsx(styles.table, dense && styles.dense)} aria-busy={loading || undefined}>
        <caption id={captionId} className={showCaption ? styles.caption : hidden.srOnly}>
          {label}
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const align = header.column.columnDef.meta?.align;
                const content = header.isPlaceholder
                  ? null
                  : flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    colSpan={header.colSpan}
                    scope="col"
                    className={clsx(styles.th, align && styles[align])}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={header.column.getToggleSortingHandler()}
                        title={sorted === 'asc' ? t('sortDescending') : t('sortAscending')}
                      >
                        {content}
                        <SortIcon sort={sorted} className={clsx(styles.sortIcon, sorted && styles.sortActive)} />
                      </button>
                    ) : (
                      content
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount} className={styles.empty}>
                {loading ? <Spinner label={loadingText} showLabel /> : (emptyText ?? t('noData'))}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className={styles.row}>
                {row.getVisibleCells().map((cell) => {
                  const { align, nowrap } = cell.column.columnDef.meta ?? {};
                  return (
                    <td key={cell.id} className={clsx(styles.td, align && styles[align], nowrap && styles.nowrap)}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {loading && rows.length > 0 && (
        <div className={styles.loadingOverlay}>
          <Spinner label={loadingText} showLabel size="sm" />
        </div>
      )}
    </div>
  );
}
