// "Bejelentés részletei" (admin-area.md §2 "Details modal"): time, reporter, type, status, subject,
// description and the screenshots; buttons Ablak bezárása, Továbbítás fejlesztőnek (opens the
// forward dialog above this one) and Hiba lezárása, off as in the table. Escape, the backdrop or
// "Ablak bezárása" close it and the focus returns to the row's button (the design system's Dialog).
import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssueItem } from '@tavollet/contract/api/admin-issues';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Dialog } from '@tavollet/design-system/components/Dialog/Dialog';
import { formatDateTime } from '@tavollet/design-system/lib/format-date';
import { NS } from '../../../i18n/issues.ts';
import { canClose, canForward, typeKey } from '../lib/issue-view.ts';
import { IssueImages } from './issue-images.tsx';
import { IssueStatusBadge } from './issue-status.tsx';
import styles from './issues-page.module.css';

export interface IssueDetailsDialogProps {
  /** The report shown; null = closed. */
  item: IssueItem | null;
  closing: boolean;
  /** "Ablak bezárása": where the focus goes once a forward or close turned its own button off. */
  closeWindowRef: Ref<HTMLButtonElement>;
  /** The screen's notice, shown here while the dialog covers the page. */
  notice: ReactNode;
  onClose: () => void;
  onForward: (item: IssueItem) => void;
  onCloseIssue: (item: IssueItem) => void;
}

export function IssueDetailsDialog({
  item,
  closing,
  closeWindowRef,
  notice,
  onClose,
  onForward,
  onCloseIssue,
}: IssueDetailsDialogProps) {
  const { t } = useTranslation(NS);
  const imagesTitle = useId();
  const row = (label: string, value: ReactNode) => (
    <div className={styles.detailRow}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <Dialog open={item !== null} onOpenChange={onClose} maxWidth={720}>
      <Dialog.Title>{t('issues.details.title')}</Dialog.Title>
      <Dialog.Body>
        {item && (
          <div className={styles.details}>
            {notice}
            <dl className={styles.detailList}>
              {row(t('issues.details.time'), formatDateTime(item.bejelentes_idopont))}
              {row(t('issues.details.reporter'), `${item.bejelento} (${item.bejelento_email})`)}
              {row(t('issues.details.type'), t(typeKey(item.bejelentes_tipus)))}
              {row(t('issues.details.critical'), item.kritikus_e ? t('issues.details.yes') : t('issues.details.no'))}
              {row(t('issues.details.status'), <IssueStatusBadge statusz={item.statusz} />)}
              {row(t('issues.details.subject'), item.targy)}
              {row(t('issues.details.description'), <span className={styles.description}>{item.leiras}</span>)}
            </dl>
            <section aria-labelledby={imagesTitle} className={styles.imageSection}>
              <h3 id={imagesTitle} className={styles.sectionTitle}>
                {t('issues.details.images')}
              </h3>
              <IssueImages kepek={item.kepek} />
            </section>
          </div>
        )}
      </Dialog.Body>
      <Dialog.Actions>
        <Button ref={closeWindowRef} variant="secondary" onClick={onClose}>
          {t('issues.details.closeWindow')}
        </Button>
        {item && (
          <>
            <Button variant="secondary" onClick={() => onForward(item)} disabled={!canForward(item)}>
              {t('issues.details.forward')}
            </Button>
            <Button variant="primary" onClick={() => onCloseIssue(item)} disabled={!canClose(item)} loading={closing}>
              {t('issues.details.closeIssue')}
            </Button>
          </>
        )}
      </Dialog.Actions>
    </Dialog>
  );
}
