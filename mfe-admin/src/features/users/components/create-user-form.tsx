// The create-user form (admin-area.md §2 "/admin/felhasznalok", §5 "Create user"): nev, email,
// felhasznalonev, oktatasi_azonosito (optional) and szerepkorok. The texts of a refusal sit at
// their fields, the summary above the button (admin-area.md §8 "Users").
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { USER_FIELD_MAX, ADMIN_ROLES } from '@tavollet/contract/domain/user-csv';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Card } from '@tavollet/design-system/components/Card/Card';
import { CheckboxGroup } from '@tavollet/design-system/components/Checkbox/CheckboxGroup';
import { TextField } from '@tavollet/design-system/components/TextField/TextField';
import { NS } from '../../../i18n/users.ts';
import { useCreateUserForm } from '../hooks/use-create-user-form.ts';
import styles from './users-page.module.css';

export function CreateUserForm() {
  const { t } = useTranslation(NS);
  const f = useCreateUserForm();
  const { register, control, formState } = f.form;
  const errors = formState.errors;
  const roleOptions = ADMIN_ROLES.map((r) => ({ value: r, label: t(`users.roles.${r}`) }));

  return (
    <Card title={t('users.create.title')} className={styles.card}>
      <form className={styles.panel} noValidate onSubmit={(e) => void f.onSubmit(e)}>
        <p className={styles.muted}>{t('users.create.intro')}</p>
        <div className={styles.formGrid}>
          <TextField
            label={t('users.fields.nev')}
            required
            autoComplete="off"
            maxLength={USER_FIELD_MAX.nev}
            error={errors.nev?.message}
            {...register('nev')}
          />
          <TextField
            label={t('users.fields.email')}
            type="email"
            required
            autoComplete="off"
            maxLength={USER_FIELD_MAX.email}
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label={t('users.fields.felhasznalonev')}
            required
            autoComplete="off"
            maxLength={USER_FIELD_MAX.felhasznalonev}
            error={errors.felhasznalonev?.message}
            {...register('felhasznalonev')}
          />
          <TextField
            label={t('users.fields.oktatasi_azonosito')}
            hint={t('users.create.omHint')}
            autoComplete="off"
            maxLength={USER_FIELD_MAX.oktatasi_azonosito}
            error={errors.oktatasi_azonosito?.message}
            {...register('oktatasi_azonosito')}
          />
        </div>
        <Controller
          control={control}
          name="szerepkorok"
          render={({ field }) => (
            <CheckboxGroup
              legend={t('users.fields.szerepkorok')}
              options={roleOptions}
              value={field.value}
              onValueChange={field.onChange}
              error={errors.szerepkorok?.message ?? errors.szerepkorok?.root?.message}
              inline
            />
          )}
        />
        {f.result && (
          <Alert
            tone={f.result.tone}
            title={f.result.tone === 'error' ? t('users.create.failedTitle') : undefined}
            onDismiss={f.dismissResult}
          >
            {f.result.text}
          </Alert>
        )}
        <div className={styles.buttons}>
          <Button type="submit" variant="primary" loading={f.pending}>
            {t('users.create.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
