// The data table behind a chart: always in the page for screen readers, visually hidden until
// "Táblázat megjelenítése" shows it to everyone.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { NS } from '../../../i18n/register.ts';
import styles from './charts.module.css';

export function TableToggle({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NS);
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <div className={styles.tableToggle}>
      <Button size="sm" variant="ghost" aria-expanded={shown} aria-controls={id} onClick={() => setShown((s) => !s)}>
        {t(shown ? 'statistics.hideTable' : 'statistics.showTable')}
      </Button>
      <div id={id} className={shown ? styles.tableShown : styles.srOnly} data-shown={shown}>
        {children}
      </div>
    </div>
  );
}
