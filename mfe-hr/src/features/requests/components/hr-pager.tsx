// Page controls of the HR list: first, previous, "3. oldal / 400", next, last. Plain buttons, so
// Tab and Enter/Space work; an unavailable step is aria-disabled rather than disabled, so the
// button just pressed keeps the keyboard focus on the last page.
import { useTranslation } from 'react-i18next';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { NS } from '../../../i18n/register.ts';
import styles from './hr-page.module.css';

export interface HrPagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

export function HrPager({ page, pages, onPage }: HrPagerProps) {
  const { t } = useTranslation(NS);
  if (pages <= 1 && page <= 1) return null;
  const last = Math.max(pages, 1);
  const step = (label: string, target: number, off: boolean) => (
    <Button
      size="sm"
      variant="secondary"
      className={styles.pageButton}
      aria-disabled={off || undefined}
      onClick={() => {
        if (!off) onPage(target);
      }}
    >
      {label}
    </Button>
  );
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      {step(t('pager.first'), 1, page <= 1)}
      {step(t('pager.previous'), Math.max(1, Math.min(page - 1, last)), page <= 1)}
      <span className={styles.pageStatus} aria-live="polite">
        {t('pager.status', { page, pages: last })}
      </span>
      {step(t('pager.next'), page + 1, page >= last)}
      {step(t('pager.last'), last, page === last)}
    </nav>
  );
}
