// Filters of the history (staff-area.md §2): search (typed, debounced), status, type, created-from,
// created-to.
import { useTranslation } from 'react-i18next';
import { HISTORY_SEARCH_MAX, HISTORY_STATUSES } from '@tavollet/contract/api/teacher';
import { LEAVE_TYPES, type LeaveType } from '@tavollet/contract/codes';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { DateField } from '@tavollet/design-system/components/DateField/DateField';
import { Select } from '@tavollet/design-system/components/Select/Select';
import { TextField } from '@tavollet/design-system/components/TextField/TextField';
import { useDebouncedText } from '@tavollet/design-system/lib/use-debounced-text';
import { NS } from '../../../i18n/register.ts';
import type { HistoryFilters as Filters, HistoryStatus } from '../lib/history-filter.ts';
import styles from './history-page.module.css';

export interface HistoryFiltersProps {
  filters: Filters;
  onChange: <K extends keyof Filters>(field: K, value: Filters[K]) => void;
  onClear: () => void;
}

export function HistoryFilters({ filters, onChange, onClear }: HistoryFiltersProps) {
  const { t } = useTranslation(NS);
  // Each committed search asks the server: once per pause in typing, not per key.
  const [text, setText] = useDebouncedText(filters.q, (v) => onChange('q', v));
  return (
    <div role="search" className={styles.filters} aria-label={t('history.filters.title')}>
      <TextField
        type="search"
        name="kereses"
        label={t('history.filters.search')}
        placeholder={t('history.filters.searchPlaceholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={HISTORY_SEARCH_MAX}
        className={styles.search}
      />
      <Select
        name="statusz"
        label={t('history.filters.status')}
        value={filters.status}
        onChange={(e) => onChange('status', e.target.value as HistoryStatus | '')}
        options={[
          { value: '', label: t('history.filters.all') },
          ...HISTORY_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
        ]}
      />
      <Select
        name="tipus"
        label={t('history.filters.type')}
        value={filters.type}
        onChange={(e) => onChange('type', e.target.value as LeaveType | '')}
        options={[
          { value: '', label: t('history.filters.all') },
          ...LEAVE_TYPES.map((c) => ({ value: c, label: t(`types.${c}`) })),
        ]}
      />
      <DateField
        name="letrehozva_tol"
        label={t('history.filters.createdFrom')}
        value={filters.from}
        onValueChange={(v) => onChange('from', v)}
      />
      <DateField
        name="letrehozva_ig"
        label={t('history.filters.createdTo')}
        value={filters.to}
        onValueChange={(v) => onChange('to', v)}
        // An impossible range matches nothing: say why instead of an empty table alone.
        error={filters.from && filters.to && filters.from > filters.to ? t('history.filters.fromAfterTo') : undefined}
      />
      <div className={styles.clear}>
        {/* Never disabled: a button that disables itself on click would drop keyboard focus. */}
        <Button variant="ghost" onClick={onClear}>
          {t('history.filters.clear')}
        </Button>
      </div>
    </div>
  );
}
