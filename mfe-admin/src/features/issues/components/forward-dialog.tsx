// "Továbbítás fejlesztőnek" (admin-area.md §2 "Forward modal"): the report's subject, where it goes
// (or, without DEVELOPER_EMAIL, that it cannot go), the optional "Üzenet a fejlesztőnek", Mégse and
// Továbbítás ("Küldés…" while it runs). A failure stays in the dialog (admin-area.md §8 "Issues").
import { useTranslation } from 'react-i18next';
import { FORWARD_MESSAGE_MAX, type IssueItem } from '@tavollet/contract/api/admin-issues';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Dialog } from '@tavollet/design-system/components/Dialog/Dialog';
import { TextArea } from '@tavollet/design-system/components/TextArea/TextArea';
import { NS } from '../../../i18n/issues.ts';
import { useForwardFlow } from '../hooks/use-forward-flow.ts';
import styles from './issues-page.module.css';

export interface ForwardDialogProps {
  item: IssueItem;
  /** DEVELOPER_EMAIL of the gateway, or null when it is not set. */
  developerEmail: string | null;
  onCancel: () => void;
  onDone: (message: string) => void;
}

export function ForwardDialog({ item, developerEmail, onCancel, onDone }: ForwardDialogProps) {
  const { t } = useTranslation(NS);
  const flow = useForwardFlow(item, onDone);
  return (
    <Dialog
      open
      onOpenChange={onCancel}
      maxWidth={560}
      closeOnEscape={!flow.sending}
      closeOnBackdropClick={!flow.sending}
    >
      <Dialog.Title>{t('issues.forward.title')}</Dialog.Title>
      <Dialog.Body>
        <div className={styles.details}>
          <dl className={styles.detailList}>
            <div className={styles.detailRow}>
              <dt>{t('issues.forward.subject')}</dt>
              <dd>{item.targy}</dd>
            </div>
            {developerEmail && (
              <div className={styles.detailRow}>
                <dt>{t('issues.forward.recipient')}</dt>
                <dd>{developerEmail}</dd>
              </div>
            )}
          </dl>
          {!developerEmail && (
            <Alert tone="warning" role="none">
              {t('issues.forward.noRecipient')}
            </Alert>
          )}
          {developerEmail && item.statusz === 'lezarva' && (
            <Alert tone="info" role="none">
              {t('issues.forward.closedNote')}
            </Alert>
          )}
          <TextArea
            label={t('issues.forward.message')}
            hint={t('issues.forward.messageHint')}
            value={flow.message}
            onChange={(e) => flow.setMessage(e.target.value)}
            maxLength={FORWARD_MESSAGE_MAX}
            rows={5}
            disabled={!developerEmail}
          />
          {flow.error && <Alert tone="error">{flow.error}</Alert>}
        </div>
      </Dialog.Body>
      <Dialog.Actions>
        <Button variant="secondary" onClick={onCancel} disabled={flow.sending}>
          {t('issues.forward.cancel')}
        </Button>
        <Button variant="primary" onClick={flow.submit} loading={flow.sending} disabled={!developerEmail}>
          {flow.sending ? t('issues.forward.sending') : t('issues.forward.submit')}
        </Button>
      </Dialog.Actions>
    </Dialog>
  );
}
