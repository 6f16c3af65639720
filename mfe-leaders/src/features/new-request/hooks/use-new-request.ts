// The deputy's new-request flow (staff-area.md §2 "The deputy new-request form", §5, §8): the
// form (react-hook-form with the contract's schema), the chosen teacher's quota, the working-day
// count of the range, the quick buttons, the real submit, and the redirect to the approvals
// 900 ms after a success (§9).
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { LEADERS_MESSAGES } from '@tavollet/contract/api/leaders';
import { ApiError, failureMessage } from '@tavollet/contract/client/http';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import { useTeacherQuota } from '../api/get-teacher-quota.ts';
import { useWorkingDays } from '../api/get-working-days.ts';
import { useSubmitFor } from '../api/submit-for.ts';
import { EMPTY_VALUES, newRequestSchema, type NewRequestValues } from '../lib/new-request-schema.ts';
import { quickRange, type QuickRange } from '../lib/quick-dates.ts';

const FIELD_ORDER = ['user_id', 'tipus', 'mettol', 'meddig', 'megjegyzes'] as const;

/** staff-area.md §9 "Deputy form: redirect delay 900 ms". */
const REDIRECT_DELAY_MS = 900;

export function useNewRequest() {
  const navigate = useNavigate();
  const today = useMemo(() => budapestToday(), []);
  const form = useForm<NewRequestValues>({
    resolver: zodResolver(newRequestSchema(today)),
    defaultValues: EMPTY_VALUES,
    // Focus goes to the first refused field in the form's visual order (below), not registration order.
    shouldFocusError: false,
  });
  const { control, setValue, getValues, setError, formState } = form;
  const [userId, mettol, meddig] = useWatch({ control, name: ['user_id', 'mettol', 'meddig'] });
  const quota = useTeacherQuota(userId);
  const workingDays = useWorkingDays(mettol, meddig);
  const submit = useSubmitFor();
  /**
   * After a failed submit: the server's reason ('' when it gave none), and whether the server
   * refused this request (a 409: an overlap, the quota), which trying again does not mend.
   */
  const [failure, setFailure] = useState<{ text: string; refused: boolean } | null>(null);
  /** The success text; the redirect follows. */
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (done === null) return;
    const timer = setTimeout(() => void navigate('../jovahagyasok', { relative: 'path' }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const options = { shouldValidate: formState.isSubmitted, shouldDirty: true };
  /** A first day after the last one moves the last one to it (staff-area.md §5). */
  const setStart = (value: string) => {
    setValue('mettol', value, options);
    const end = getValues('meddig');
    if (value && end && value > end) setValue('meddig', value, options);
  };
  const setEnd = (value: string) => setValue('meddig', value, options);
  const applyQuick = (kind: QuickRange) => {
    const range = quickRange(kind, today);
    setValue('mettol', range.mettol, options);
    setValue('meddig', range.meddig, options);
  };

  const onInvalid = (errors: FieldErrors<NewRequestValues>) => {
    const first = FIELD_ORDER.find((name) => errors[name]);
    if (first) form.setFocus(first);
  };

  const onSubmit = form.handleSubmit((values) => {
    // "Days greater than 0" (§5): the calendar's count of this very range, when it is known.
    if (workingDays.data?.munkanapok_szama === 0) {
      setError('meddig', { message: LEADERS_MESSAGES.noWorkingDay }, { shouldFocus: true });
      return;
    }
    setFailure(null);
    submit.mutate(values, {
      onSuccess: (answer) => setDone(answer.message || LEADERS_MESSAGES.submitted),
      onError: (err) => {
        const text = failureMessage(err, '');
        if (text !== null) setFailure({ text, refused: err instanceof ApiError && err.status === 409 });
      },
    });
  }, onInvalid);

  return {
    form,
    today,
    quota,
    workingDays,
    mettol,
    meddig,
    setStart,
    setEnd,
    applyQuick,
    onSubmit,
    pending: submit.isPending,
    failure,
    done,
  };
}
