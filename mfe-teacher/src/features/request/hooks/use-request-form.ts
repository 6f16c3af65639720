// The request form's state: four controlled fields plus the draft loaded into them (its id makes
// a draft save update that draft and a submit turn it into the request).
import { useCallback, useMemo, useState } from 'react';
import type { Draft, DraftBody, SubmitBody } from '@tavollet/contract/api/teacher';
import type { LeaveType } from '@tavollet/contract/codes';
import type { RequestFormValues } from '../lib/request-checks.ts';

const EMPTY: RequestFormValues = { tipus: '', mettol: '', meddig: '', megjegyzes: '' };

export interface RequestForm {
  values: RequestFormValues;
  /** The draft whose values are in the form, if one was loaded and not detached. */
  loadedDraft: Draft | null;
  setField: (field: keyof RequestFormValues, value: string) => void;
  /** Puts a saved draft's values into the form (staff-area.md §4 "Draft"). */
  loadDraft: (draft: Draft) => void;
  /** Keeps the values but forgets the draft (a save then creates a new draft). */
  detachDraft: () => void;
  /** Empties the form (after a successful submit, §4). */
  reset: () => void;
  /** Puts values kept across an ended session back, with the draft they were loaded from. */
  restore: (values: RequestFormValues, draft: Draft | null) => void;
  /** Payload of POST /submit; call only after checkSubmit passed. */
  submitBody: () => SubmitBody;
  /** Payload of POST /savedraft; call only after checkDraft passed. */
  draftBody: () => DraftBody;
}

export function useRequestForm(): RequestForm {
  const [values, setValues] = useState<RequestFormValues>(EMPTY);
  const [loadedDraft, setLoadedDraft] = useState<Draft | null>(null);

  const setField = useCallback((field: keyof RequestFormValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
  }, []);
  const loadDraft = useCallback((draft: Draft) => {
    setValues({
      tipus: draft.tipus_kod,
      mettol: draft.kezdete,
      meddig: draft.vege,
      megjegyzes: draft.megjegyzes ?? '',
    });
    setLoadedDraft(draft);
  }, []);
  const detachDraft = useCallback(() => setLoadedDraft(null), []);
  const reset = useCallback(() => {
    setValues(EMPTY);
    setLoadedDraft(null);
  }, []);
  const restore = useCallback((kept: RequestFormValues, draft: Draft | null) => {
    setValues(kept);
    setLoadedDraft(draft);
  }, []);

  return useMemo(() => {
    const note = values.megjegyzes.trim() ? values.megjegyzes : null;
    const id = loadedDraft ? { kerelem_id: loadedDraft.kerelem_id } : {};
    return {
      values,
      loadedDraft,
      setField,
      loadDraft,
      detachDraft,
      reset,
      restore,
      submitBody: () => ({
        tipus: values.tipus as LeaveType,
        mettol: values.mettol,
        meddig: values.meddig,
        megjegyzes: note,
        ...id,
      }),
      draftBody: () => ({
        tipus_kod: values.tipus as LeaveType,
        kezdete: values.mettol,
        vege: values.meddig,
        megjegyzes: note,
        ...id,
      }),
    };
  }, [values, loadedDraft, setField, loadDraft, detachDraft, reset, restore]);
}
