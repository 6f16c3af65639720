// Test helpers of the calendar screen (tests only): the page with a fresh QueryClient, the admin
// kit's stand-in for the gateway (fetch only), days, and the months getdays was asked for. The real
// gateway is exercised by gateway/test/admin-calendar/ and e2e/admin/calendar.test.ts.
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { CalendarDay } from '@tavollet/contract/api/admin-calendar';
import type { DayType } from '@tavollet/contract/codes';
import { renderWithClient } from '../../../lib/__tests__/admin-test-kit.tsx';
import { CalendarPage } from '../components/calendar-page.tsx';

export { fakeApi } from '../../../lib/__tests__/admin-test-kit.tsx';

/** "Today" for the screen: a Wednesday, 2026-09-16 (only Date is faked; timers stay real). */
export const TODAY = '2026-09-16';
export function fixToday(iso = TODAY): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${iso}T10:00:00Z`));
}

export const renderCalendarPage = () => renderWithClient(<CalendarPage />);

export const day = (datum: string, tipus: DayType, megjegyzes: string | null = null): CalendarDay => ({
  datum,
  ev: Number(datum.slice(0, 4)),
  honap: Number(datum.slice(5, 7)),
  nap: Number(datum.slice(8, 10)),
  tipus,
  megjegyzes,
});

export const daysAnswer = (days: CalendarDay[]) => ({ body: { data: { data: days } } });
export const periodAnswer = (data: unknown) => ({ body: { data } });

/** The `ev-honap` of every getdays call so far. */
export function monthsAsked(): string[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === '/api/admin/getdays')
    .map((u) => `${u.searchParams.get('ev')}-${u.searchParams.get('honap')}`);
}

export const grid = () => screen.getByRole('grid');
/** The cell of a date (by its data-date). */
export const cell = (datum: string) => {
  const found = grid().querySelector<HTMLElement>(`[data-date="${datum}"]`);
  if (!found) throw new Error(`no cell for ${datum}`);
  return found;
};
export const dayPanel = () => screen.queryByTestId('day-editor');
export const inPanel = () => within(screen.getByTestId('day-editor'));
