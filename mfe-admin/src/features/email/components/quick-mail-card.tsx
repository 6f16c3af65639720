// "Gyors email küldése" (admin-area.md §2 "/admin/email", §5 "Quick mail"): the recipients
// picker, Tárgy, Üzenet and Küldés; the hint while something is missing; the answer above the form.
import type { FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAIL_BODY_MAX, MAIL_SUBJECT_MAX, type AddressItem } from '@tavollet/contract/api/admin-email';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Panel } from './panel.tsx';
import { TextArea } from '@tavollet/design-system/components/TextArea/TextArea';
import { TextField } from '@tavollet/design-system/components/TextField/TextField';
import { NS } from '../../../i18n/email.ts';
import { useQuickMail } from '../hooks/use-quick-mail.ts';
import { RecipientsPicker } from './recipients-picker.tsx';
import shared from '../../../components/page.module.css';
import styles from './email-page.module.css';

export function QuickMailCard({ catalogue }: { catalogue: readonly AddressItem[] }) {
  const { t } = useTranslation(NS);
  const q = useQuickMail();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    q.submit();
  };
  return (
    <Panel title={t('email.quick.title')}>
      <form className={styles.form} onSubmit={onSubmit} noValidate data-form="quick-mail">
        {q.notice && (
          <Alert tone={q.notice.tone} onDismiss={q.dismissNotice}>
            {q.notice.text}
          </Alert>
        )}
        <Controller
          control={q.form.control}
          name="recipients"
          render={({ field }) => (
            <RecipientsPicker
              label={t('email.editor.recipients')}
              value={field.value}
              onChange={field.onChange}
              catalogue={catalogue}
              disabled={q.sending}
            />
          )}
        />
        <TextField
          label={t('email.quick.subject')}
          maxLength={MAIL_SUBJECT_MAX}
          required
          {...q.form.register('subject')}
        />
        <TextArea
          label={t('email.quick.message')}
          maxLength={MAIL_BODY_MAX}
          rows={6}
          required
          {...q.form.register('body')}
        />
        <div className={styles.formActions}>
          <Button type="submit" variant="primary" loading={q.sending} aria-disabled={!q.ready}>
            {q.sending ? t('email.quick.sending') : t('email.quick.send')}
          </Button>
          {!q.ready && <span className={shared.muted}>{t('email.quick.hint')}</span>}
        </div>
      </form>
    </Panel>
  );
}
