// The users CSV import's settings for the shared panel (admin-area.md §2 "/admin/felhasznalok", §5
// "User CSV", §8 "Users"): the contract's parser and template, the texts, and POST
// /api/admin/createbulkusers with the checked rows.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  USER_CSV_MESSAGES,
  USER_CSV_TEMPLATE_NAME,
  parseUserCsv,
  userCsvTemplate,
  type UserCsvRow,
} from '@tavollet/contract/domain/user-csv';
import { NS } from '../../../i18n/users.ts';
import type { CsvImportConfig } from '../../../components/csv-import/csv-import-config.ts';
import { useCreateBulkUsers } from '../api/create-bulk-users.ts';
import { previewBulkUsers } from '../api/preview-bulk-users.ts';

export function useUsersImport(): CsvImportConfig<UserCsvRow> {
  const { t } = useTranslation(NS);
  const bulk = useCreateBulkUsers();
  const { mutateAsync } = bulk;
  return useMemo(
    () => ({
      title: t('users.import.title'),
      intro: t('users.import.intro'),
      templateName: USER_CSV_TEMPLATE_NAME,
      template: userCsvTemplate,
      parse: parseUserCsv,
      checkedMessage: USER_CSV_MESSAGES.checked,
      noFileMessage: USER_CSV_MESSAGES.noFile,
      importWithoutFileMessage: USER_CSV_MESSAGES.importWithoutFile,
      overwriteLabel: t('users.import.overwrite'),
      overwriteHint: t('users.import.overwriteHint'),
      // What the server's overwrite really does, as its preview of these rows counts it
      // (gateway/src/services/admin/users/import-plan.ts): matched people updated and unblocked,
      // the rest created, everyone active missing blocked, the leaders and HR among them named.
      confirmLines: async (count, userList) => {
        const plan = await previewBulkUsers({ overwrite: true, userList });
        const keyPeople = plan.blokkolt_vezetok_hr.map(
          (p) => `${p.nev} (${p.szerepkorok.map((r) => t(`users.roles.${r}`)).join(', ')})`,
        );
        return [
          plan.blokkolva
            ? t('users.import.confirmBlocks', { count, blocked: plan.blokkolva })
            : t('users.import.confirmBlocksNone', { count }),
          ...(keyPeople.length ? [t('users.import.confirmKeyPeople', { names: keyPeople.join('; ') })] : []),
          t('users.import.confirmCounts', { created: plan.letrehozva, updated: plan.frissitve }),
          t('users.import.confirmMatch'),
          t('users.import.confirmBlock'),
          t('users.import.confirmAtomic'),
        ];
      },
      send: (userList, overwrite) => mutateAsync({ overwrite, userList }),
      failureFallback: t('users.import.unknown'),
    }),
    [t, mutateAsync],
  );
}
