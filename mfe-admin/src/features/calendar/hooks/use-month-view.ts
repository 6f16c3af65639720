// The month calendar's state (admin-area.md §2 "/admin/tanev-napok"): the month shown and its days
// from the server, the focused day of the roving tabindex, and the selected day. Clicking a day
// selects it; clicking it again, clicking outside the calendar and its day panel, or Escape
// deselects it. Arrow keys, Home/End and PageUp/PageDown move the focus (into the next month when
// needed); Enter and Space act as a click.
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { CalendarDay } from '@tavollet/contract/api/admin-calendar';
import { toIsoDate } from '@tavollet/design-system/lib/format-date';
import { useMonthDays } from '../api/get-days.ts';
import { focusInMonth, monthOf, monthWeeks, moveFocus, sameMonth, shiftMonth, type Month } from '../lib/month-grid.ts';

/** The grid and the day panel: a press anywhere else deselects (the component owns both refs). */
export interface MonthViewRefs {
  grid: RefObject<HTMLTableElement | null>;
  panel: RefObject<HTMLDivElement | null>;
}

export function useMonthView(refs: MonthViewRefs, initial: string = toIsoDate()) {
  const [month, setMonth] = useState<Month>(() => monthOf(initial));
  const [focused, setFocused] = useState(initial);
  const [selected, setSelected] = useState<string | null>(null);
  /** Set by a key that moved the focus, so the new cell takes the DOM focus once rendered. */
  const moveDomFocus = useRef(false);

  const query = useMonthDays(month.ev, month.honap);
  const days = useMemo(() => {
    const map = new Map<string, CalendarDay>();
    if (query.data && !query.isPlaceholderData) for (const d of query.data.data.data) map.set(d.datum, d);
    return map;
  }, [query.data, query.isPlaceholderData]);
  const weeks = useMemo(() => monthWeeks(month), [month]);

  const showMonth = useCallback((next: Month) => {
    setMonth(next);
    setFocused((f) => focusInMonth(f, next));
  }, []);

  const toggle = useCallback((datum: string) => {
    setFocused(datum);
    setSelected((s) => (s === datum ? null : datum));
  }, []);

  const onGridKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const datum = (event.target as HTMLElement).closest<HTMLElement>('[data-date]')?.dataset.date;
    if (!datum) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      toggle(datum);
      return;
    }
    if (event.key === 'Escape') {
      if (selected) event.preventDefault();
      setSelected(null);
      return;
    }
    const next = moveFocus(datum, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    moveDomFocus.current = true;
    setFocused(next);
    const nextMonth = monthOf(next);
    if (!sameMonth(nextMonth, month)) setMonth(nextMonth);
  };

  useEffect(() => {
    if (!moveDomFocus.current) return;
    moveDomFocus.current = false;
    refs.grid.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, month, refs.grid]);

  // A selected day of another month is let go when the month changes.
  useEffect(() => {
    setSelected((s) => (s && !sameMonth(monthOf(s), month) ? null : s));
  }, [month]);

  useEffect(() => {
    if (!selected) return;
    const onPress = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!target || !target.isConnected) return;
      if (refs.grid.current?.contains(target) || refs.panel.current?.contains(target)) return;
      // A dialog above the page (e.g. the overwrite confirmation) is not "outside the screen".
      if ((target as Element).closest?.('[role="dialog"], [role="alertdialog"]')) return;
      setSelected(null);
    };
    document.addEventListener('pointerdown', onPress);
    return () => document.removeEventListener('pointerdown', onPress);
  }, [selected, refs.grid, refs.panel]);

  return {
    month,
    weeks,
    days,
    today: toIsoDate(),
    focused,
    selected,
    selectedDay: selected ? (days.get(selected) ?? null) : null,
    loading: query.isPending,
    /** The shown month's days are loaded (not the previous month's kept on screen). */
    ready: Boolean(query.data) && !query.isPlaceholderData,
    refreshing: query.isFetching && query.isPlaceholderData,
    failed: query.isError && !query.data,
    retry: () => void query.refetch(),
    toggle,
    deselect: () => setSelected(null),
    onGridKeyDown,
    prev: () => showMonth(shiftMonth(month, -1)),
    next: () => showMonth(shiftMonth(month, 1)),
    jump: showMonth,
    goToday: () => {
      const today = toIsoDate();
      setMonth(monthOf(today));
      setFocused(today);
    },
  };
}

export type MonthView = ReturnType<typeof useMonthView>;
