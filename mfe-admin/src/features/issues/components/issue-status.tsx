// The status badge and the critical flag of a report (admin-area.md §2, §3): a known status by its
// Hungarian name and tone, an unknown one raw; the flag is an icon with a spoken label.
import { useTranslation } from 'react-i18next';
import { Badge } from '@tavollet/design-system/components/Badge/Badge';
import { NS } from '../../../i18n/issues.ts';
import { statusKey, statusTone } from '../lib/issue-view.ts';
import shared from '../../../components/page.module.css';
import styles from './issues-page.module.css';

export function IssueStatusBadge({ statusz }: { statusz: string }) {
  const { t } = useTranslation(NS);
  const key = statusKey(statusz);
  return <Badge tone={statusTone(statusz)}>{key ? t(key) : statusz}</Badge>;
}

export function CriticalFlag({ critical }: { critical: boolean }) {
  const { t } = useTranslation(NS);
  if (!critical) return <span className={shared.srOnly}>{t('issues.notCritical')}</span>;
  return (
    <span role="img" aria-label={t('issues.critical')} title={t('issues.critical')} className={styles.critical}>
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M10 1.5c.5 0 .96.27 1.2.7l7.9 14.1c.5.9-.15 2.2-1.2 2.2H2.1c-1.05 0-1.7-1.3-1.2-2.2L8.8 2.2c.24-.43.7-.7 1.2-.7Zm0 12.2a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4Zm0-7.2c-.7 0-1.2.55-1.15 1.25l.35 4.3a.8.8 0 0 0 1.6 0l.35-4.3C11.2 7.05 10.7 6.5 10 6.5Z"
        />
      </svg>
    </span>
  );
}
