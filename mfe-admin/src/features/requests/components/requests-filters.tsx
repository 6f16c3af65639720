// The filter bar (admin-area.md §2 "/admin/szabadsag-kerelmek"): free text over name and username
// (typed, debounced; case and accents ignored by the server), the status with the six labels of
// §3 "Request statuses", the request date from / to, and "Szűrők törlése".
import { useTranslation } from 'react-i18next';
import { STATUSES, type Status } from '@tavollet/contract/codes';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { DateField } from '@tavollet/design-system/components/DateField/DateField';
import { Select } from '@tavollet/design-system/components/Select/Select';
import { TextField } from '@tavollet/design-system/components/TextField/TextField';
import { NS } from '../../../i18n/requests.ts';
import { useDebouncedText } from '@tavollet/design-system/lib/use-debounced-text';
import { isFiltered, type RequestFilters as Filters } from '../lib/request-params.ts';
import styles from './requests-page.module.css';

export interface RequestsFiltersProps {
  filters: Filters;
  onChange: <K extends keyof Filters>(field: K, value: Filters[K]) => void;
  onClear: () => void;
  /** The problem the server would answer (a range's start after its end), shown at its field. */
  problem: { field: string; message: string } | null;
}

export function RequestsFilters({ filters, onChange, onClear, problem }: RequestsFiltersProps) {
  const { t } = useTranslation(NS);
  const [text, setText] = useDebouncedText(filters.kereses, (v) => onChange('kereses', v));
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);
  return (
    <div role="search" aria-label={t('requests.filters.label')} className={styles.filters}>
      <TextField
        type="search"
        name="kereses"
        label={t('requests.filters.search')}
        placeholder={t('requests.filters.searchPlaceholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
      />
      <Select
        name="statusz"
        label={t('requests.filters.status')}
        value={filters.statusz}
        onChange={(e) => onChange('statusz', e.target.value as Status | '')}
        options={[
          { value: '', label: t('requests.filters.allStatuses') },
          ...STATUSES.map((s) => ({ value: s, label: t(`requests.statuses.${s}`) })),
        ]}
      />
      <DateField
        name="letrehozva_tol"
        label={t('requests.filters.from')}
        value={filters.letrehozva_tol}
        onValueChange={(v) => onChange('letrehozva_tol', v)}
        error={errorOf('letrehozva_tol')}
      />
      <DateField
        name="letrehozva_ig"
        label={t('requests.filters.to')}
        value={filters.letrehozva_ig}
        onValueChange={(v) => onChange('letrehozva_ig', v)}
        error={errorOf('letrehozva_ig')}
      />
      <Button variant="secondary" className={styles.clear} onClick={onClear} disabled={!isFiltered(filters)}>
        {t('requests.filters.clear')}
      </Button>
    </div>
  );
}
