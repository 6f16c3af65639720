// The days CSV import's settings for the shared panel (admin-area.md §2 "/admin/tanev-napok",
// §5 "Day CSV (school-year screen check)", §8 "Calendar"): the
// contract's parser and template, the texts, and POST /api/admin/createbulkdays with the checked
// rows. A call that got no answer reads "Hiba a CSV mentése közben."; a refusal without text
// "Ismeretlen hiba az import során.".
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_CALENDAR_MESSAGES as M } from '@tavollet/contract/api/admin-calendar';
import { ApiError } from '@tavollet/contract/client/http';
import {
  DAY_CSV_MESSAGES,
  DAY_CSV_TEMPLATE_NAME,
  dayCsvTemplate,
  parseDayCsv,
  type DayRow,
} from '@tavollet/contract/domain/day-csv';
import { NS } from '../../../i18n/calendar.ts';
import type { CsvImportConfig } from '../../../components/csv-import/csv-import-config.ts';
import { useCreateBulkDays } from '../api/create-bulk-days.ts';

export function useCalendarImport(): CsvImportConfig<DayRow> {
  const { t } = useTranslation(NS);
  const { mutateAsync } = useCreateBulkDays();
  return useMemo(
    () => ({
      title: t('calendar.import.title'),
      intro: t('calendar.import.intro'),
      templateName: DAY_CSV_TEMPLATE_NAME,
      template: dayCsvTemplate,
      parse: parseDayCsv,
      checkedMessage: DAY_CSV_MESSAGES.checked,
      noFileMessage: DAY_CSV_MESSAGES.noFile,
      importWithoutFileMessage: DAY_CSV_MESSAGES.importWithoutFile,
      overwriteLabel: t('calendar.import.overwrite'),
      overwriteHint: t('calendar.import.overwriteHint'),
      // What the server's overwrite does (gateway/src/services/admin/calendar/create-bulk-days.ts).
      confirmLines: (count) => [
        t('calendar.import.confirmRows', { count }),
        t('calendar.import.confirmAll'),
        t('calendar.import.confirmAtomic'),
      ],
      send: async (dayList, overwrite) => {
        try {
          return await mutateAsync({
            overwrite,
            dayList: dayList.map((d) => ({ datum: d.datum, tipus: d.tipus, megjegyzes: d.megjegyzes })),
          });
        } catch (err) {
          // No answer at all (network, timeout): admin-area.md §8 "with no response".
          if (err instanceof ApiError && err.status === 0 && err.body === null)
            throw new ApiError(err.message, 0, { message: M.importNoAnswer });
          throw err;
        }
      },
      failureFallback: M.importFailed,
    }),
    [t, mutateAsync],
  );
}
