// The selected day's panel (admin-area.md §2 "/admin/tanev-napok", §5 "Day edit", §8 "Calendar"):
// type and optional note, Save and Cancel. A day without a stored type starts as t (§4: "the
// default when creating is t"). react-hook-form holds the values (the call's body, the day's date
// carried along) and checks them with the gateway's UpdateDayBody; Save sends PATCH updatedays. A
// refusal shows the server's message, else "A nap mentése sikertelen.".
import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  ADMIN_CALENDAR_MESSAGES as M,
  UpdateDayBody,
  type CalendarDay,
  type UpdateDayInput,
} from '@tavollet/contract/api/admin-calendar';
import { failureMessage } from '@tavollet/contract/client/http';
import { formIssues } from '../../../lib/form-issues.ts';
import { useUpdateDay } from '../api/update-day.ts';

export function useDayEditor(datum: string, stored: CalendarDay | null, onDone: () => void) {
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateDay();
  const form = useForm<UpdateDayBody, unknown, UpdateDayInput>({
    // The schema past its alias step (`date`, `type`, `note` of other clients): the form uses the body's names.
    resolver: zodResolver(UpdateDayBody.out),
    // The stored day changed meanwhile (another month's answer, a reload): start from it again.
    values: { datum, tipus: stored?.tipus ?? 't', megjegyzes: stored?.megjegyzes ?? '' },
  });

  // A failure's text goes with the values it was about.
  useEffect(() => setError(null), [stored?.tipus, stored?.megjegyzes]);

  const submit = form.handleSubmit(
    (body) => {
      setError(null);
      save.mutate(body, {
        onSuccess: onDone,
        onError: (err) => setError(failureMessage(err, M.daySaveFailed)),
      });
    },
    // The select and the note's maxLength leave nothing to refuse but a broken date.
    (errors) => setError(formIssues(errors)[0]?.message ?? M.daySaveFailed),
  );

  return { form, error, saving: save.isPending, submit };
}
