// /app/igazgato/statisztikak and /app/igazgatohelyettes/statisztikak (staff-area.md §2 route table
// "Statistics", a placeholder in the spec): school-wide figures from the server for both leaders
// (docs/architecture.md "Statistics"). Still marked béta.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge } from '@tavollet/design-system/components/Badge/Badge';
import { NS } from '../../../i18n/register.ts';
import { AbsenceSection } from './absence-section.tsx';
import { MonthlySection, QuotaSection, StatusSection } from './chart-sections.tsx';
import styles from './statistics.module.css';

export function StatisticsPage() {
  const { t } = useTranslation(NS);
  return (
    <section data-remote="mfe_leaders" data-page="statistics" className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          {t('statistics.title')} <Badge tone="info">{t('statistics.beta')}</Badge>
        </h1>
        <p className={styles.intro}>{t('statistics.intro')}</p>
        <Link to=".." relative="path">
          {t('backHome')}
        </Link>
      </header>
      <AbsenceSection />
      <MonthlySection />
      <QuotaSection />
      <StatusSection />
    </section>
  );
}
