import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type Column,
  type ColumnDef,
  type Header,
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
    /** Names the column beside each value in the card layout when `header` is not plain text. */
    label?: string;
    /**
     * 'low': left out of the table layout under 75rem of width (a laptop's 990 px main area);
     * the cards show it. Give the value another way too, e.g. in the row's details dialog.
     */
    priority?: 'low';
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
  /**
   * Rows become cards in a narrow box (default). A small table that fits a phone as it is (a few
   * short columns) turns it off and stays a table.
   */
  cards?: boolean;
  /** Extra class of the table's outer box. */
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
  cards = true,
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
  const leafColumns = table.getVisibleLeafColumns();

  // The explicit roles keep the table a table for screen readers in the card layout, where CSS
  // display values replace the table's own (WebKit then drops the native semantics).
  return (
    <div className={clsx(cards ? styles.frame : styles.plain, className)}>
      <div ref={scrollRef} className={styles.scroll} role="region" aria-labelledby={captionId}>
        <table role="table" className={clsx(styles.table, dense && styles.dense)} aria-busy={loading || undefined}>
          <caption id={captionId} className={showCaption ? styles.caption : hidden.srOnly}>
            {label}
          </caption>
          <thead role="rowgroup" className={clsx(leafColumns.every(isPassive) && styles.passiveHead)}>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} role="row">
                {group.headers.map((header) => (
                  <HeaderCell key={header.id} header={header} />
                ))}
              </tr>
            ))}
          </thead>
          <tbody role="rowgroup">
            {rows.length === 0 ? (
              <tr role="row">
                <td role="cell" colSpan={leafColumns.length} className={styles.empty}>
                  {loading ? <Spinner label={loadingText} showLabel /> : (emptyText ?? t('noData'))}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id} role="row" className={styles.row}>
                  {row.getVisibleCells().map((cell) => {
                    return (
                      <td
                        key={cell.id}
                        role="cell"
                        data-label={labelOf(cell.column)}
                        className={clsx(
                          styles.td,
                          columnClasses(cell.column),
                          cell.column.columnDef.meta?.nowrap && styles.nowrap,
                        )}
                      >
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
      <p className={styles.scrollHint} aria-hidden="true">
        {t('scrollHint')}
      </p>
    </div>
  );
}

/** The column's alignment and priority, the same on its header and its cells. */
function columnClasses<T>(column: Column<T>) {
  const { align, priority } = column.columnDef.meta ?? {};
  return clsx(align && styles[align], priority === 'low' && styles.low);
}

/**
 * A header that sorts nothing and has a name: in the card layout it is said beside each value
 * instead, and the header row keeps only the sort buttons and controls (a "select all" box).
 */
function isPassive<T>(column: Column<T>) {
  return !column.getCanSort() && labelOf(column) !== undefined;
}

/** The column's name said beside each value in the card layout. */
function labelOf<T>(column: Column<T>) {
  const header = column.columnDef.header;
  return typeof header === 'string' ? header : column.columnDef.meta?.label;
}

function HeaderCell<T>({ header }: { header: Header<T, unknown> }) {
  const { t } = useTranslation('common');
  const { column } = header;
  const sorted = column.getIsSorted();
  const content = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
  return (
    <th
      role="columnheader"
      colSpan={header.colSpan}
      scope="col"
      className={clsx(styles.th, columnClasses(column), isPassive(column) && styles.passive)}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
    >
      {column.getCanSort() ? (
        <button
          type="button"
          className={styles.sortButton}
          onClick={column.getToggleSortingHandler()}
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
}
