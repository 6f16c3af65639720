// Page controls of the list: first, previous, "3. oldal / 40", next, last. An unavailable step is
// aria-disabled rather than disabled, so the button just pressed keeps the keyboard focus.
import { useTranslation } from 'react-i18next';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { NS } from '../../../i18n/register.ts';
import styles from './requests-page.module.css';

export interface RequestsPagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

export function RequestsPager({ page, pages, onPage }: RequestsPagerProps) {
  const { t } = useTranslation(NS);
  if (pages <= 1 && page <= 1) return null;
  const last = Math.max(pages, 1);
  const step = (label: string, target: number, off: boolean) => (
    <Button
      size="sm"
      variant="secondary"
      aria-disabled={off || undefined}
      onClick={() => {
        if (!off) onPage(target);
      }}
    >
      {label}
    </Button>
  );
  return (
    <nav className={styles.pager} aria-label={t('requests.pager.label')}>
      {step(t('requests.pager.first'), 1, page <= 1)}
      {step(t('requests.pager.previous'), Math.max(1, Math.min(page - 1, last)), page <= 1)}
      <span className={styles.pageStatus} aria-live="polite">
        {t('requests.pager.status', { page, pages: last })}
      </span>
      {step(t('requests.pager.next'), page + 1, page >= last)}
      {step(t('requests.pager.last'), last, page === last)}
    </nav>
  );
}
