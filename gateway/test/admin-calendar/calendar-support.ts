// Helpers of the school-year calendar tests: the calls of admin-area.md §7 "School-year calendar"
// and everything they may write, to compare before and after a refusal.
import { expect } from 'vitest';
import { DaysAnswer, type CalendarDay } from '@tavollet/contract/api/admin-calendar';
import type { Client } from '../support/client.ts';
import type { World } from '../support/teacher-fixtures.ts';

export { adminClient } from '../admin-users/users-support.ts';

export async function daysOf(admin: Client, query = ''): Promise<CalendarDay[]> {
  const res = await admin.get(`/api/admin/getdays${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return DaysAnswer.parse(res.body).data.data;
}

export const importDays = (admin: Client, dayList: unknown[], overwrite = false) =>
  admin.post('/api/admin/createbulkdays', { overwrite, dayList });

export const updateDay = (admin: Client, body: unknown) =>
  admin.request('PATCH', '/api/admin/updatedays', { json: body });

/** `count` consecutive days from `first` (YYYY-MM-DD), cycling t, m, s, with a note on every 10th. */
export function dayRows(first: string, count: number) {
  const start = new Date(`${first}T12:00:00Z`);
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    return { datum: d, tipus: 'tms'[i % 3]!, megjegyzes: i % 10 === 0 ? `Megjegyzés ${i}` : '' };
  });
}

/** Everything a calendar change may write. */
export async function calendarState(w: World): Promise<string> {
  const [days, period, audits] = await Promise.all([
    w.models.CalendarDay.find({}, { _id: 0, createdAt: 0, updatedAt: 0 }).sort({ datum: 1 }).lean(),
    w.models.ActivePeriod.find({}, { createdAt: 0, updatedAt: 0 }).lean(),
    w.models.AuditLog.countDocuments({ action: /^admin\.(day|days|active_period)_/ }),
  ]);
  return JSON.stringify({ days, period, audits });
}
