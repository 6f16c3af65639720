// The selected day's panel (admin-area.md §2 "/admin/tanev-napok", §5 "Day edit", §8 "Calendar"):
// type and optional note, Save and Cancel. A day without a stored type starts as t (§4: "the
// default when creating is t"). Save sends PATCH updatedays; a refusal shows the server's message,
// else "A nap mentése sikertelen.".
import { useEffect, useState } from 'react';
import { ADMIN_CALENDAR_MESSAGES as M, type CalendarDay } from '@tavollet/contract/api/admin-calendar';
import type { DayType } from '@tavollet/contract/codes';
import { failureMessage } from '@tavollet/contract/client/http';
import { useUpdateDay } from '../api/update-day.ts';

export function useDayEditor(datum: string, stored: CalendarDay | null, onDone: () => void) {
  const [tipus, setTipus] = useState<DayType>(stored?.tipus ?? 't');
  const [megjegyzes, setMegjegyzes] = useState(stored?.megjegyzes ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateDay();

  // Another day chosen, or the stored one changed: start from what is stored.
  useEffect(() => {
    setTipus(stored?.tipus ?? 't');
    setMegjegyzes(stored?.megjegyzes ?? '');
    setError(null);
  }, [datum, stored?.tipus, stored?.megjegyzes]);

  const submit = () => {
    setError(null);
    save.mutate(
      { datum, tipus, megjegyzes: megjegyzes.trim() ? megjegyzes.trim() : null },
      {
        onSuccess: onDone,
        onError: (err) => setError(failureMessage(err, M.daySaveFailed)),
      },
    );
  };

  return {
    tipus,
    setTipus,
    megjegyzes,
    setMegjegyzes,
    error,
    saving: save.isPending,
    changed: tipus !== (stored?.tipus ?? null) || (megjegyzes.trim() || null) !== (stored?.megjegyzes ?? null),
    submit,
  };
}
