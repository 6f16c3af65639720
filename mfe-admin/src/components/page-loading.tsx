// A spinner while a page of the admin area loads or the session is checked. `full`: alone on the
// page (before the frame exists), else inside the frame's main area.
import { useTranslation } from 'react-i18next';
import { Spinner } from '@tavollet/design-system/components/Spinner/Spinner';
import { NS } from '../i18n/register.ts';
import styles from './page-loading.module.css';

export function PageLoading({ full = false, label }: { full?: boolean; label?: string }) {
  const { t } = useTranslation(NS);
  const spinner = (
    <div className={styles.loading}>
      <Spinner showLabel label={label ?? t('loadingPage')} />
    </div>
  );
  return full ? <main className={styles.page}>{spinner}</main> : spinner;
}
