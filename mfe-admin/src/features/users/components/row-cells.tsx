// The cells of a users row (admin-area.md §2 "/admin/felhasznalok"): plain text, or the row's
// inputs while it is edited inline (each named by its field and the person, "Név – Kovács Anna");
// the Státusz badge; the row actions. They read the edit and the running calls from RowContext, so
// the table's column definitions never change and a cell's input keeps its focus while the admin
// types.
import { createContext, useContext, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_FIELD_MAX, ADMIN_ROLES, type AdminRole } from '@tavollet/contract/domain/user-csv';
import type { AdminUser } from '@tavollet/contract/api/admin-users';
import { Badge } from '@tavollet/design-system/components/Badge/Badge';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { CheckboxGroup } from '@tavollet/design-system/components/Checkbox/CheckboxGroup';
import { TextField } from '@tavollet/design-system/components/TextField/TextField';
import { NS } from '../../../i18n/users.ts';
import type { RowEdit } from '../hooks/use-row-edit.ts';
import type { EditValues } from '../lib/edit-values.ts';
import shared from '../../../components/page.module.css';
import styles from './users-page.module.css';

export interface RowContextValue {
  edit: RowEdit | null;
  editSaving: boolean;
  blockingId: number | null;
  resettingId: number | null;
  onEdit: (u: AdminUser) => void;
  onChange: <K extends keyof EditValues>(field: K, value: EditValues[K]) => void;
  onSave: (u: AdminUser) => void;
  onCancel: () => void;
  onBlock: (u: AdminUser) => void;
  onReset: (u: AdminUser) => void;
  onDelete: (u: AdminUser) => void;
}

export const RowContext = createContext<RowContextValue | null>(null);
const useRow = () => useContext(RowContext)!;

type TextFieldName = 'nev' | 'email' | 'felhasznalonev' | 'oktatasi_azonosito';

/** A text cell: the value, or its input while the row is edited (Enter saves, Escape cancels). */
export function TextCell({ user, field }: { user: AdminUser; field: TextFieldName }) {
  const { t } = useTranslation(NS);
  const row = useRow();
  const edit = row.edit?.userId === user.user_id ? row.edit : null;
  if (!edit) {
    const value = user[field];
    if (field !== 'email' || typeof value !== 'string') return <>{value ?? ''}</>;
    // An address may break before its @ only, never inside a word.
    const at = value.lastIndexOf('@');
    return (
      <span className={styles.email}>
        {at > 0 ? value.slice(0, at) : value}
        {at > 0 && (
          <>
            <wbr />
            {value.slice(at)}
          </>
        )}
      </span>
    );
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      row.onSave(user);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      row.onCancel();
    }
  };
  return (
    <TextField
      label={t('users.edit.fieldLabel', { field: t(`users.fields.${field}`), name: user.nev })}
      labelHidden
      className={styles.cellInput}
      value={edit.values[field]}
      onChange={(e) => row.onChange(field, e.target.value)}
      onKeyDown={onKeyDown}
      error={edit.errors[field]}
      maxLength={USER_FIELD_MAX[field]}
      type={field === 'email' ? 'email' : 'text'}
      autoComplete="off"
      data-user-edit-field={field}
    />
  );
}

export function RolesCell({ user }: { user: AdminUser }) {
  const { t } = useTranslation(NS);
  const row = useRow();
  const edit = row.edit?.userId === user.user_id ? row.edit : null;
  if (!edit) return <>{user.szerepkorok.map((r) => t(`users.roles.${r}`)).join(', ')}</>;
  return (
    <CheckboxGroup
      legend={
        <span className={shared.srOnly}>
          {t('users.edit.fieldLabel', { field: t('users.fields.szerepkorok'), name: user.nev })}
        </span>
      }
      options={ADMIN_ROLES.map((r) => ({ value: r, label: t(`users.roles.${r}`) }))}
      value={edit.values.szerepkorok}
      onValueChange={(v) => row.onChange('szerepkorok', v as AdminRole[])}
      error={edit.errors.szerepkorok}
      className={styles.cellRoles}
    />
  );
}

export function StatusCell({ user }: { user: AdminUser }) {
  const { t } = useTranslation(NS);
  return user.blocked ? (
    <Badge tone="danger">{t('users.status.blocked')}</Badge>
  ) : (
    <Badge tone="success">{t('users.status.active')}</Badge>
  );
}

export function ActionsCell({ user: u }: { user: AdminUser }) {
  const { t } = useTranslation(NS);
  const row = useRow();
  const name = u.nev;
  if (row.edit?.userId === u.user_id) {
    return (
      <div className={styles.actions}>
        <Button
          size="sm"
          variant="primary"
          onClick={() => row.onSave(u)}
          loading={row.editSaving}
          aria-label={t('users.actions.saveLabel', { name })}
        >
          {t('users.actions.save')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={row.onCancel}
          disabled={row.editSaving}
          aria-label={t('users.actions.cancelLabel', { name })}
        >
          {t('users.actions.cancel')}
        </Button>
        {row.edit.failure && (
          <p className={styles.rowFailure} role="alert">
            {row.edit.failure}
          </p>
        )}
      </div>
    );
  }
  const editingOther = row.edit !== null;
  const blockKey = u.blocked ? 'unblock' : 'block';
  const actions: ActionButton[] = [
    {
      key: 'edit',
      variant: 'ghost',
      onClick: () => row.onEdit(u),
      disabled: editingOther && row.editSaving,
      extra: { 'data-user-edit': u.user_id },
    },
    { key: blockKey, variant: 'secondary', onClick: () => row.onBlock(u), loading: row.blockingId === u.user_id },
    { key: 'reset', variant: 'secondary', onClick: () => row.onReset(u), loading: row.resettingId === u.user_id },
    { key: 'delete', variant: 'danger', onClick: () => row.onDelete(u) },
  ];
  return (
    <div className={styles.actions}>
      {actions.map((a) => (
        <Button
          key={a.key}
          size="sm"
          variant={a.variant}
          onClick={a.onClick}
          disabled={a.disabled}
          loading={a.loading}
          aria-label={t(`users.actions.${a.key}Label`, { name })}
          {...a.extra}
        >
          {t(`users.actions.${a.key}`)}
        </Button>
      ))}
    </div>
  );
}

interface ActionButton {
  key: 'edit' | 'block' | 'unblock' | 'reset' | 'delete';
  variant: 'ghost' | 'secondary' | 'danger';
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
  extra?: Record<string, unknown>;
}
