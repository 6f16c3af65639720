// First and last day (minimum Budapest's today; a first day after the last one moves the last
// one, staff-area.md §5) and the quick buttons Ma, Holnap, Jövő hét (H–P) (§2).
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { DateField } from '@tavollet/design-system/components/DateField/DateField';
import { NS } from '../../../i18n/register.ts';
import type { useNewRequest } from '../hooks/use-new-request.ts';
import { QUICK_RANGES } from '../lib/quick-dates.ts';
import styles from './new-request.module.css';

export interface DateRangeFieldsProps {
  f: ReturnType<typeof useNewRequest>;
  /** After a success nothing changes any more (the redirect follows). */
  locked: boolean;
}

export function DateRangeFields({ f, locked }: DateRangeFieldsProps) {
  const { t } = useTranslation(NS);
  const { control, formState } = f.form;
  const errors = formState.errors;
  return (
    <>
      <div className={styles.dates}>
        <Controller
          control={control}
          name="mettol"
          render={({ field }) => (
            <DateField
              label={t('newRequest.from')}
              value={field.value}
              onValueChange={f.setStart}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              min={f.today}
              error={errors.mettol?.message}
              required
              disabled={locked}
            />
          )}
        />
        <Controller
          control={control}
          name="meddig"
          render={({ field }) => (
            <DateField
              label={t('newRequest.to')}
              value={field.value}
              onValueChange={f.setEnd}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              min={f.mettol || f.today}
              error={errors.meddig?.message}
              required
              disabled={locked}
            />
          )}
        />
      </div>
      <div className={styles.quick} role="group" aria-label={t('newRequest.quick.legend')}>
        {QUICK_RANGES.map((kind) => (
          <Button key={kind} size="sm" onClick={() => f.applyQuick(kind)} disabled={locked}>
            {t(`newRequest.quick.${kind}`)}
          </Button>
        ))}
      </div>
    </>
  );
}
