// The audit log's filter bar: who (name, username or e-mail; typed, debounced; case and accents
// ignored by the server), the action with its Hungarian name, whom or what it touched, the day
// range, and "Szűrők törlése".
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, type AuditAction } from '@tavollet/contract/api/admin-audit';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { DateField } from '@tavollet/design-system/components/DateField/DateField';
import { Select } from '@tavollet/design-system/components/Select/Select';
import { TextField } from '@tavollet/design-system/components/TextField/TextField';
import { useDebouncedText } from '@tavollet/design-system/lib/use-debounced-text';
import { NS } from '../../../i18n/audit.ts';
import { isFiltered, type AuditFilters as Filters } from '../lib/audit-params.ts';
import styles from './audit-page.module.css';

export interface AuditFiltersProps {
  filters: Filters;
  onChange: <K extends keyof Filters>(field: K, value: Filters[K]) => void;
  onClear: () => void;
  /** The problem the server would answer (a range's start after its end), shown at its field. */
  problem: { field: string; message: string } | null;
}

export function AuditFilters({ filters, onChange, onClear, problem }: AuditFiltersProps) {
  const { t } = useTranslation(NS);
  const [person, setPerson] = useDebouncedText(filters.szemely, (v) => onChange('szemely', v));
  const [target, setTarget] = useDebouncedText(filters.cel, (v) => onChange('cel', v));
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);
  const actions = AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`audit.actions.${a}`) })).sort((a, b) =>
    a.label.localeCompare(b.label, 'hu'),
  );
  return (
    <div role="search" aria-label={t('audit.filters.label')} className={styles.filters}>
      <TextField
        type="search"
        name="szemely"
        label={t('audit.filters.person')}
        placeholder={t('audit.filters.personPlaceholder')}
        value={person}
        onChange={(e) => setPerson(e.target.value)}
        autoComplete="off"
      />
      <Select
        name="muvelet"
        label={t('audit.filters.action')}
        value={filters.muvelet}
        onChange={(e) => onChange('muvelet', e.target.value as AuditAction | '')}
        options={[{ value: '', label: t('audit.filters.allActions') }, ...actions]}
      />
      <TextField
        type="search"
        name="cel"
        label={t('audit.filters.target')}
        placeholder={t('audit.filters.targetPlaceholder')}
        value={target}
        onChange={(e) => setTarget(e.target.value)}
        autoComplete="off"
      />
      <DateField
        name="tol"
        label={t('audit.filters.from')}
        value={filters.tol}
        onValueChange={(v) => onChange('tol', v)}
        error={errorOf('tol')}
      />
      <DateField
        name="ig"
        label={t('audit.filters.to')}
        value={filters.ig}
        onValueChange={(v) => onChange('ig', v)}
        error={errorOf('ig')}
      />
      <Button variant="secondary" className={styles.clear} onClick={onClear} disabled={!isFiltered(filters)}>
        {t('audit.filters.clear')}
      </Button>
    </div>
  );
}
