// Page controls of a server-paged list: first, previous, "3. oldal / 400", next, last. Plain
// buttons, so Tab and Enter/Space work; an unavailable step is aria-disabled rather than disabled,
// so the button just pressed keeps the keyboard focus on the first or last page. Texts come from
// the design system's `common` namespace unless the caller gives its own. Nothing is drawn for a
// single page.
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button.tsx';
import styles from './Pager.module.css';

export interface PagerLabels {
  /** The navigation's name, e.g. "Lapozás". */
  label: string;
  /** The step to page 1, e.g. "Első oldal". */
  first: string;
  /** The step back one page, e.g. "Előző". */
  previous: string;
  /** The step on one page, e.g. "Következő". */
  next: string;
  /** The step to the last page, e.g. "Utolsó oldal". */
  last: string;
  /** The position, e.g. "3. oldal / 400". */
  status: (page: number, pages: number) => string;
}

export interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are (0 counts as 1). */
  pages: number;
  /** Called with the page a step goes to (never for an unavailable step). */
  onPageChange: (page: number) => void;
  /** Other texts for the steps and the position; by default the `common` namespace's ("Első oldal", "3. oldal / 400"). */
  labels?: PagerLabels;
}

export function Pager({ page, pages, onPageChange, labels: given }: PagerProps) {
  const { t } = useTranslation('common');
  if (pages <= 1 && page <= 1) return null;
  const labels: PagerLabels = given ?? {
    label: t('pager.label'),
    first: t('pager.first'),
    previous: t('pager.previous'),
    next: t('pager.next'),
    last: t('pager.last'),
    status: (p, n) => t('pager.status', { page: p, pages: n }),
  };
  const last = Math.max(pages, 1);
  const step = (label: string, target: number, off: boolean) => (
    <Button
      size="sm"
      variant="secondary"
      className={styles.step}
      aria-disabled={off || undefined}
      onClick={() => {
        if (!off) onPageChange(target);
      }}
    >
      {label}
    </Button>
  );
  return (
    <nav className={styles.pager} aria-label={labels.label}>
      {step(labels.first, 1, page <= 1)}
      {step(labels.previous, Math.max(1, Math.min(page - 1, last)), page <= 1)}
      <span className={styles.status} aria-live="polite">
        {labels.status(page, last)}
      </span>
      {step(labels.next, page + 1, page >= last)}
      {step(labels.last, last, page === last)}
    </nav>
  );
}
