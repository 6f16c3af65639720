// The quotas CSV import's settings for the shared panel (admin-area.md §2 "/admin/szabadsag-keretek",
// §5 "Quota CSV", §8 "Quotas"): the contract's parser and template (of the year on screen), the
// texts, and POST /api/admin/createbulkquotas with the checked rows.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_QUOTA_MESSAGES } from '@tavollet/contract/api/admin-quotas';
import {
  QUOTA_CSV_MESSAGES,
  QUOTA_CSV_TEMPLATE_NAME,
  parseQuotaCsv,
  quotaCsvTemplate,
  quotaRowBody,
  type QuotaCsvRow,
} from '@tavollet/contract/domain/quota-csv';
import { NS } from '../../../i18n/quotas.ts';
import type { CsvImportConfig } from '../../../components/csv-import/csv-import-config.ts';
import { useCreateBulkQuotas } from '../api/create-bulk-quotas.ts';

export function useQuotasImport(templateYear: number): CsvImportConfig<QuotaCsvRow> {
  const { t } = useTranslation(NS);
  const { mutateAsync } = useCreateBulkQuotas();
  return useMemo(
    () => ({
      title: t('quotas.import.title'),
      intro: t('quotas.import.intro'),
      templateName: QUOTA_CSV_TEMPLATE_NAME,
      template: () => quotaCsvTemplate(templateYear),
      parse: parseQuotaCsv,
      checkedMessage: QUOTA_CSV_MESSAGES.checked,
      noFileMessage: QUOTA_CSV_MESSAGES.noFile,
      importWithoutFileMessage: QUOTA_CSV_MESSAGES.importWithoutFile,
      overwriteLabel: t('quotas.import.overwrite'),
      overwriteHint: t('quotas.import.overwriteHint'),
      // What the server's overwrite does (gateway/src/services/admin/quotas/create-bulk-quotas.ts).
      confirmLines: (count) => [
        t('quotas.import.confirmRows', { count }),
        t('quotas.import.confirmReplace'),
        t('quotas.import.confirmAtomic'),
      ],
      send: (rows, overwrite) => mutateAsync({ overwrite, quotaList: rows.map(quotaRowBody) }),
      failureFallback: ADMIN_QUOTA_MESSAGES.importFailed,
    }),
    [t, mutateAsync, templateYear],
  );
}
