// The state of "Ki van távol?": the view (day, week, month) and the anchor date, starting at
// Budapest's today; previous / next / today move the anchor (lib/ranges.ts); a day of the month
// grid opens that day's view.
import { useCallback, useMemo, useState } from 'react';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import { rangeOf, shiftAnchor, type AbsenceView } from '../lib/ranges.ts';

export function useAbsenceRange(initialView: AbsenceView = 'week') {
  const [today] = useState(() => budapestToday());
  const [view, setView] = useState<AbsenceView>(initialView);
  const [anchor, setAnchor] = useState(today);
  const range = useMemo(() => rangeOf(view, anchor), [view, anchor]);
  const previous = useCallback(() => setAnchor((a) => shiftAnchor(view, a, -1)), [view]);
  const next = useCallback(() => setAnchor((a) => shiftAnchor(view, a, 1)), [view]);
  const toToday = useCallback(() => setAnchor(today), [today]);
  const openDay = useCallback((date: string) => {
    setView('day');
    setAnchor(date);
  }, []);
  const showsToday = range.from <= today && today <= range.to;
  return { view, setView, anchor, range, today, showsToday, previous, next, toToday, openDay };
}
