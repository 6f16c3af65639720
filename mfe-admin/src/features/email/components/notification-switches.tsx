// The request-event mail switches: one checkbox per kind, saved at once; the answer is what the
// server stored.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_KINDS, type NotificationKind } from '@tavollet/contract/api/admin-email';
import { failureMessage } from '@tavollet/contract/client/http';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Checkbox } from '@tavollet/design-system/components/Checkbox/Checkbox';
import { Spinner } from '@tavollet/design-system/components/Spinner/Spinner';
import { NS } from '../../../i18n/email.ts';
import { useNotificationSettings } from '../api/get-notification-settings.ts';
import { useUpdateNotificationSettings } from '../api/update-notification-settings.ts';
import { Panel } from './panel.tsx';
import shared from '../../../components/page.module.css';
import styles from './email-page.module.css';

export function NotificationSwitches() {
  const { t } = useTranslation(NS);
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const values = settings.data?.settings;

  const change = (kind: NotificationKind, on: boolean) => {
    setNotice(null);
    update.mutate(
      { [kind]: on },
      {
        onSuccess: () => setNotice({ tone: 'success', text: t('email.notifications.saved') }),
        onError: (err) => {
          const text = failureMessage(err, t('email.notifications.failed'));
          if (text !== null) setNotice({ tone: 'error', text });
        },
      },
    );
  };

  return (
    <Panel title={t('email.notifications.title')}>
      <div className={styles.form}>
        <p className={shared.muted}>{t('email.notifications.intro')}</p>
        {notice && (
          <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
        {settings.isPending ? (
          <Spinner label={t('email.schedules.loading')} />
        ) : !values ? (
          <Alert tone="error">{t('email.notifications.loadFailed')}</Alert>
        ) : (
          <fieldset className={styles.switches} disabled={update.isPending}>
            <legend className={shared.srOnly}>{t('email.notifications.title')}</legend>
            {NOTIFICATION_KINDS.map((k) => (
              <Checkbox
                key={k}
                label={t(`email.notifications.${k}`)}
                checked={values[k]}
                onChange={(e) => change(k, e.target.checked)}
              />
            ))}
          </fieldset>
        )}
      </div>
    </Panel>
  );
}
