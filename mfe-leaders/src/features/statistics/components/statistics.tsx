// Statistics (staff-area.md §2): a placeholder marked beta, for principal and deputy alike.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge } from '@tavollet/design-system/components/Badge/Badge';
import { NS } from '../../../i18n/register.ts';
import styles from './statistics.module.css';

export function Statistics() {
  const { t } = useTranslation(NS);
  return (
    <section data-remote="mfe_leaders" data-page="statistics">
      <h1 className={styles.title}>
        {t('statistics.title')} <Badge tone="info">{t('statistics.beta')}</Badge>
      </h1>
      <p>{t('statistics.text')}</p>
      <Link to=".." relative="path">
        {t('backHome')}
      </Link>
    </section>
  );
}
