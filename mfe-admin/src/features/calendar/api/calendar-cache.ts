// The calendar screen's cache (admin-area.md §7 "School-year calendar"): every write refreshes what
// it changed under `queryKeys.admin.calendar()`; a saved day replaces its cell at once.
import type { QueryClient } from '@tanstack/react-query';
import type { CalendarDay } from '@tavollet/contract/api/admin-calendar';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { configuredDaysQuery } from './get-configured-days.ts';
import { monthDaysQuery } from './get-days.ts';

/** An import or a day edit: the months, the configured range (the period is not touched). */
export function reloadDays(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: [...queryKeys.admin.calendar(), 'days'] }),
    client.invalidateQueries({ queryKey: configuredDaysQuery().queryKey }),
  ]).then(() => undefined);
}

/** Puts a saved day into its month's list (added or replaced, kept in date order). */
export function patchDay(client: QueryClient, day: CalendarDay): void {
  client.setQueryData(monthDaysQuery(day.ev, day.honap).queryKey, (old) => {
    if (!old) return old;
    const others = old.data.data.filter((d) => d.datum !== day.datum);
    const data = [...others, day].sort((a, b) => a.datum.localeCompare(b.datum));
    return { data: { data } };
  });
}
