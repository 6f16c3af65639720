// The HR filters (staff-area.md §2 "/app/hr"): teacher name and OM id (typed, debounced), the
// status and type sets with "Mind" / "Egyik sem", the created, start and end ranges, and
// "Szűrők törlése". On a narrow screen they fold under a "Szűrők" button.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HR_RANGES, HR_STATUSES, type HrStatus } from '@tavollet/contract/api/hr';
import { LEAVE_TYPES, type LeaveType } from '@tavollet/contract/codes';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { CheckboxGroup } from '@tavollet/design-system/components/Checkbox/CheckboxGroup';
import { DateField } from '@tavollet/design-system/components/DateField/DateField';
import { TextField } from '@tavollet/design-system/components/TextField/TextField';
import { NS } from '../../../i18n/register.ts';
import { useDebouncedText } from '@tavollet/design-system/lib/use-debounced-text';
import type { HrFilters as Filters, RangeField } from '../lib/hr-params.ts';
import styles from './hr-page.module.css';

export interface HrFiltersProps {
  filters: Filters;
  onChange: <K extends keyof Filters>(field: K, value: Filters[K]) => void;
  onClear: () => void;
  /** The problem the server would answer (a range's start after its end), shown at its field. */
  problem: { field: string; message: string } | null;
}

export function HrFilters({ filters, onChange, onClear, problem }: HrFiltersProps) {
  const { t } = useTranslation(NS);
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [nev, setNev] = useDebouncedText(filters.nev, (v) => onChange('nev', v));
  const [om, setOm] = useDebouncedText(filters.om, (v) => onChange('om', v));
  const errorOf = (field: RangeField) => (problem?.field === field ? problem.message : undefined);

  return (
    <section className={styles.filterBox} aria-label={t('filters.title')}>
      <Button
        variant="secondary"
        className={styles.filterToggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {t('filters.show')}
      </Button>
      <div id={panelId} role="search" className={styles.filters} data-open={open || undefined}>
        {/* Name and OM id stacked in one cell, like each date range: four even columns on a laptop. */}
        <div className={styles.range}>
          <TextField
            type="search"
            name="nev"
            label={t('filters.nev')}
            placeholder={t('filters.nevPlaceholder')}
            value={nev}
            onChange={(e) => setNev(e.target.value)}
            autoComplete="off"
          />
          <TextField
            type="search"
            name="om"
            label={t('filters.om')}
            inputMode="numeric"
            value={om}
            onChange={(e) => setOm(e.target.value)}
            autoComplete="off"
          />
        </div>
        {HR_RANGES.map((range) => (
          <fieldset key={range} className={styles.range}>
            <legend className={styles.rangeLegend}>{t(`filters.ranges.${range}`)}</legend>
            <DateField
              name={`${range}_tol`}
              label={t('filters.from', { range: t(`filters.ranges.${range}`) })}
              value={filters[`${range}_tol`]}
              onValueChange={(v) => onChange(`${range}_tol`, v)}
              error={errorOf(`${range}_tol`)}
            />
            <DateField
              name={`${range}_ig`}
              label={t('filters.to', { range: t(`filters.ranges.${range}`) })}
              value={filters[`${range}_ig`]}
              onValueChange={(v) => onChange(`${range}_ig`, v)}
              error={errorOf(`${range}_ig`)}
            />
          </fieldset>
        ))}
        <CheckboxGroup
          className={styles.set}
          legend={t('filters.status')}
          name="statusz"
          showAllNone
          inline
          value={filters.statusz}
          onValueChange={(v) => onChange('statusz', v as HrStatus[])}
          options={HR_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
        <CheckboxGroup
          className={styles.set}
          legend={t('filters.type')}
          name="tipus"
          showAllNone
          inline
          value={filters.tipus}
          onValueChange={(v) => onChange('tipus', v as LeaveType[])}
          options={LEAVE_TYPES.map((c) => ({ value: c, label: t(`types.${c}`) }))}
        />
        <div className={styles.clear}>
          {/* Never disabled: a button that disables itself on click would drop keyboard focus. */}
          <Button variant="ghost" onClick={onClear}>
            {t('filters.clear')}
          </Button>
        </div>
      </div>
    </section>
  );
}
