// The list part of the users screen (admin-area.md §2 "/admin/felhasznalok"): the name filter
// ("Szűrés névre…", case- and accent-blind) with its clear button and shown/total counter, the
// row notice, the table, and the delete confirmation.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { TextField } from '@tavollet/design-system/components/TextField/TextField';
import { useFocusAfterClose } from '@tavollet/design-system/lib/use-focus-after-close';
import { NS } from '../../../i18n/users.ts';
import type { useUsersTable } from '../hooks/use-users-table.ts';
import { DeleteUserDialog } from './delete-user-dialog.tsx';
import { UsersTable } from './users-table.tsx';
import shared from '../../../components/page.module.css';
import styles from './users-page.module.css';

export function UsersList({ table: p }: { table: ReturnType<typeof useUsersTable> }) {
  const { t } = useTranslation(NS);
  const focusAfter = useFocusAfterClose();
  const filterRef = useRef<HTMLInputElement>(null);
  const clearFilter = () => {
    p.setFilter('');
    filterRef.current?.focus();
  };
  const e = p.rowEdit;

  return (
    <section className={styles.listSection} aria-labelledby="admin-users-list-title">
      <h2 id="admin-users-list-title" className={styles.sectionTitle}>
        {t('users.list.title')}
      </h2>
      <div className={styles.toolbar} role="search">
        <TextField
          ref={filterRef}
          type="search"
          label={t('users.list.filter')}
          labelHidden
          placeholder={t('users.list.filterPlaceholder')}
          value={p.filter}
          onChange={(ev) => p.setFilter(ev.target.value)}
          className={styles.filter}
        />
        <Button variant="secondary" onClick={clearFilter} disabled={!p.filter}>
          {t('users.list.clear')}
        </Button>
        <p className={shared.muted} aria-live="polite">
          {t('users.list.count', { shown: p.shown.length, total: p.total })}
        </p>
      </div>
      {p.notice && (
        <Alert tone={p.notice.tone} onDismiss={p.dismissNotice}>
          {p.notice.text}
        </Alert>
      )}
      {p.loadFailure ? (
        <Alert
          tone="error"
          actions={
            <Button size="sm" onClick={p.retry}>
              {t('users.list.retry')}
            </Button>
          }
        >
          {p.loadFailure}
        </Alert>
      ) : (
        <UsersTable
          rows={p.shown}
          loading={p.loading}
          filtered={p.total > 0 && p.filter.trim() !== ''}
          row={{
            edit: e.edit,
            editSaving: e.saving,
            blockingId: p.blockingId,
            resettingId: p.resettingId,
            onEdit: e.start,
            onChange: e.change,
            onSave: e.save,
            onCancel: e.cancel,
            onBlock: p.toggleBlock,
            onReset: p.resetPassword,
            onDelete: p.askDelete,
          }}
        />
      )}
      {p.deleting && (
        <DeleteUserDialog
          key={p.deleting.user_id}
          user={p.deleting}
          onCancel={p.closeDelete}
          onDeleted={(message) => {
            focusAfter(filterRef);
            p.closeDelete();
            p.showSuccess(message);
          }}
        />
      )}
    </section>
  );
}
