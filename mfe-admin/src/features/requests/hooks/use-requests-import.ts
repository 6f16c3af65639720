// The request CSV import's settings for the shared panel (admin-area.md §2 "/admin/szabadsag-kerelmek",
// §5 "Request CSV", §8 "Import hiba."): the contract's parser
// and template, the texts, and POST /api/admin/createbulkrequests with the checked rows.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_REQUEST_MESSAGES } from '@tavollet/contract/api/admin-requests';
import {
  REQUEST_CSV_MESSAGES,
  REQUEST_CSV_TEMPLATE_NAME,
  parseRequestCsv,
  requestCsvTemplate,
  type RequestCsvRowInput,
} from '@tavollet/contract/domain/request-csv';
import { NS } from '../../../i18n/requests.ts';
import type { CsvImportConfig } from '../../../components/csv-import/csv-import-config.ts';
import { useCreateBulkRequests } from '../api/create-bulk-requests.ts';

export function useRequestsImport(): CsvImportConfig<RequestCsvRowInput> {
  const { t } = useTranslation(NS);
  const { mutateAsync } = useCreateBulkRequests();
  return useMemo(
    () => ({
      title: t('requests.import.title'),
      intro: t('requests.import.intro'),
      templateName: REQUEST_CSV_TEMPLATE_NAME,
      template: requestCsvTemplate,
      parse: parseRequestCsv,
      checkedMessage: REQUEST_CSV_MESSAGES.checked,
      noFileMessage: REQUEST_CSV_MESSAGES.noFile,
      importWithoutFileMessage: REQUEST_CSV_MESSAGES.importWithoutFile,
      overwriteLabel: t('requests.import.overwrite'),
      overwriteHint: t('requests.import.overwriteHint'),
      // What the server's overwrite really does (gateway/src/services/admin/requests/import-plan.ts).
      confirmLines: (count) => [
        t('requests.import.confirmRows', { count }),
        t('requests.import.confirmReplace'),
        t('requests.import.confirmKeep'),
      ],
      send: (leaves, overwrite) => mutateAsync({ overwrite, leaves }),
      failureFallback: ADMIN_REQUEST_MESSAGES.importFailed,
    }),
    [t, mutateAsync],
  );
}
