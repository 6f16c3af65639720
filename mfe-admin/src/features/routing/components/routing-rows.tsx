// The routing editor's rows: per leave type (Hungarian label, "Alapértelmezett" when the type has
// no stored row, until the admin changes the row) a select of the final approver and one of the
// preliminary approver ("Nincs" is null). A preliminary approver equal to the final one is named
// under the row before the server would refuse it.
import { useTranslation } from 'react-i18next';
import { APPROVER_ROLES, type ApproverRole } from '@tavollet/contract/codes';
import { Badge } from '@tavollet/design-system/components/Badge/Badge';
import { Select } from '@tavollet/design-system/components/Select/Select';
import { NS } from '../../../i18n/routing.ts';
import type { RoutingPageState } from '../hooks/use-routing-page.ts';
import styles from './routing-page.module.css';

export function RoutingRows({ page: p }: { page: RoutingPageState }) {
  const { t } = useTranslation(NS);
  const roles = APPROVER_ROLES.map((r) => ({ value: r, label: t(`routing.roles.${r}`) }));
  return (
    <ul className={styles.rows}>
      {p.rows.map((row, i) => {
        const c = p.values[i]!;
        const label = t(`routing.types.${row.tipus_kod}`);
        return (
          <li key={row.tipus_kod} className={styles.row} data-tipus={row.tipus_kod}>
            <fieldset className={styles.fieldset}>
              <legend className={styles.typeName}>
                {label}
                {row.alapertelmezett && !p.touched(i) && <Badge tone="neutral">{t('routing.default')}</Badge>}
              </legend>
              <div className={styles.selects}>
                <Select
                  label={t('routing.final')}
                  value={c.jovahagyo_szerep}
                  options={roles}
                  onChange={(e) => p.choose(i, 'jovahagyo_szerep', e.target.value as ApproverRole)}
                  disabled={p.saving}
                />
                <Select
                  label={t('routing.preliminary')}
                  value={c.elozetes_jovahagyo_szerep ?? ''}
                  options={[{ value: '', label: t('routing.none') }, ...roles]}
                  onChange={(e) =>
                    p.choose(i, 'elozetes_jovahagyo_szerep', (e.target.value || null) as ApproverRole | null)
                  }
                  disabled={p.saving}
                  error={p.errorOf(i)}
                />
              </div>
            </fieldset>
          </li>
        );
      })}
    </ul>
  );
}
