// "Iskola és feladó": the school's name under every mail and the From of every mail, set by the
// admin; an empty field falls back to the server's SCHOOL_NAME or MAIL_FROM, shown as its hint
// (docs/decisions/0567-mail-sender-settings.md).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SCHOOL_NAME_MAX, type MailSenderAnswer } from '@tavollet/contract/api/admin-email';
import { failureMessage } from '@tavollet/contract/client/http';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Spinner } from '@tavollet/design-system/components/Spinner/Spinner';
import { TextField } from '@tavollet/design-system/components/TextField/TextField';
import { NS } from '../../../i18n/email.ts';
import { useMailSender } from '../api/get-mail-sender.ts';
import { useUpdateMailSender } from '../api/update-mail-sender.ts';
import { Panel } from './panel.tsx';
import shared from '../../../components/page.module.css';
import styles from './email-page.module.css';

function SenderForm({ answer }: { answer: MailSenderAnswer }) {
  const { t } = useTranslation(NS);
  const update = useUpdateMailSender();
  const [schoolName, setSchoolName] = useState(answer.stored.schoolName ?? '');
  const [from, setFrom] = useState(answer.stored.from ?? '');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    update.mutate(
      { schoolName: schoolName.trim(), from: from.trim() },
      {
        onSuccess: () => setNotice({ tone: 'success', text: t('email.sender.saved') }),
        onError: (err) => {
          const text = failureMessage(err, t('email.sender.failed'));
          if (text !== null) setNotice({ tone: 'error', text });
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-form="mail-sender">
      {notice && (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <TextField
        label={t('email.sender.schoolName')}
        maxLength={SCHOOL_NAME_MAX}
        value={schoolName}
        placeholder={answer.defaults.schoolName}
        hint={t('email.sender.defaultHint', { value: answer.defaults.schoolName })}
        onChange={(e) => setSchoolName(e.target.value)}
      />
      <TextField
        label={t('email.sender.from')}
        value={from}
        placeholder={answer.defaults.from}
        hint={t('email.sender.defaultHint', { value: answer.defaults.from })}
        onChange={(e) => setFrom(e.target.value)}
      />
      <div className={styles.formActions}>
        <Button type="submit" variant="primary" loading={update.isPending}>
          {update.isPending ? t('email.sender.saving') : t('email.sender.save')}
        </Button>
      </div>
    </form>
  );
}

export function MailSenderCard() {
  const { t } = useTranslation(NS);
  const sender = useMailSender();
  return (
    <Panel title={t('email.sender.title')}>
      <div className={styles.form}>
        <p className={shared.muted}>{t('email.sender.intro')}</p>
        {sender.isPending ? (
          <Spinner label={t('email.schedules.loading')} />
        ) : !sender.data ? (
          <Alert tone="error">{t('email.sender.loadFailed')}</Alert>
        ) : (
          <SenderForm answer={sender.data} />
        )}
      </div>
    </Panel>
  );
}
