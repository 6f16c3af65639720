// Felhasználók (admin-area.md §2 "/admin/felhasznalok", §4 "User", §5, §8 "Users"): the create
// form, the CSV import panel and the users table with its name filter, inline edit, block/unblock,
// password reset and delete. "Mentés…" shows while a users call runs.
import { useTranslation } from 'react-i18next';
import { Spinner } from '@tavollet/design-system/components/Spinner/Spinner';
import { AdminPage } from '../../../components/admin-page.tsx';
import { NS } from '../../../i18n/users.ts';
import { useSaving } from '../hooks/use-saving.ts';
import { useUsersTable } from '../hooks/use-users-table.ts';
import { useUsersImport } from '../hooks/use-users-import.ts';
import { CsvImportPanel } from '../../../components/csv-import/csv-import-panel.tsx';
import { CreateUserForm } from './create-user-form.tsx';
import { UsersList } from './users-list.tsx';
import styles from './users-page.module.css';

export function UsersPage() {
  const { t } = useTranslation(NS);
  const table = useUsersTable();
  const saving = useSaving(table.loaded);
  const importConfig = useUsersImport();

  return (
    <AdminPage
      name="admin-users"
      title={t('users.title')}
      intro={t('users.intro')}
      titleEnd={
        <p className={styles.saving} role="status">
          {saving && (
            <>
              <Spinner size="sm" decorative />
              {t('users.saving')}
            </>
          )}
        </p>
      }
    >
      <div className={styles.forms}>
        <CreateUserForm />
        <CsvImportPanel config={importConfig} />
      </div>
      <UsersList table={table} />
    </AdminPage>
  );
}
