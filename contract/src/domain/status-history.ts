// What a step of a request's status history means, in words, for every screen that lists it (the
// leaders' details, HR's details): a stored status alone does not say what happened — a request
// reaching "jovahagyasra_var" from "elozetes_jovahagyasra_var" was pre-approved by the person,
// from nothing or a draft it was submitted. A rejection's comment is its reason ("Indoklás"),
// any other comment is a "Megjegyzés".
import type { Status } from '../codes.ts';
import { STATUS_LABELS } from './labels.ts';

export type HistoryEvent =
  | 'piszkozat'
  | 'benyujtva'
  | 'elozetesen_jovahagyva'
  | 'jovahagyva'
  | 'elutasitva'
  | 'visszavonva'
  /** Any other change (an administrator setting a status directly, admin-area.md §4). */
  | 'allapot';

/** The event of step `i` of `steps` (oldest first), from its status and the one before it. */
export function historyEvent(steps: readonly { statusz_kod: Status }[], i: number): HistoryEvent {
  const now = steps[i]!.statusz_kod;
  const before = i > 0 ? steps[i - 1]!.statusz_kod : null;
  const fresh = before === null || before === 'piszkozat';
  switch (now) {
    case 'piszkozat':
      return fresh ? 'piszkozat' : 'allapot';
    case 'elozetes_jovahagyasra_var':
      return fresh ? 'benyujtva' : 'allapot';
    case 'jovahagyasra_var':
      if (before === 'elozetes_jovahagyasra_var') return 'elozetesen_jovahagyva';
      return fresh ? 'benyujtva' : 'allapot';
    case 'jovahagyva':
      return 'jovahagyva';
    case 'elutasitva':
      return 'elutasitva';
    case 'torolve':
      return 'visszavonva';
  }
}

/** "<what>: <who>" with a person, the passive form without one (the system: imports, seed). */
const DONE_BY: Record<Exclude<HistoryEvent, 'allapot'>, { by: string; alone: string }> = {
  piszkozat: { by: 'Piszkozatként mentette', alone: 'Piszkozatként mentve' },
  benyujtva: { by: 'Benyújtotta', alone: 'Benyújtva' },
  elozetesen_jovahagyva: { by: 'Előzetesen jóváhagyta', alone: 'Előzetesen jóváhagyva' },
  jovahagyva: { by: 'Jóváhagyta', alone: 'Jóváhagyva' },
  elutasitva: { by: 'Elutasította', alone: 'Elutasítva' },
  visszavonva: { by: 'Visszavonta', alone: 'Visszavonva' },
};

/** A decision's comment with its label: a rejection's is its reason ("Indoklás: …"), else "Megjegyzés: …". */
export const decisionNoteText = (rejected: boolean, note: string): string =>
  `${rejected ? 'Indoklás' : 'Megjegyzés'}: ${note}`;

export interface HistoryStepText {
  /** E.g. "Előzetesen jóváhagyta: Nagy Péter", "Benyújtva" (by the system). */
  text: string;
  /** "Indoklás: …" or "Megjegyzés: …"; null without a comment. */
  note: string | null;
}

/**
 * Step `i` of `steps` (oldest first) in words. `by`: the person's name; null for the system or a
 * removed person, which reads in the passive ("Jóváhagyva").
 */
export function historyStepText(
  steps: readonly { statusz_kod: Status; megjegyzes: string | null }[],
  i: number,
  by: string | null,
): HistoryStepText {
  const step = steps[i]!;
  const event = historyEvent(steps, i);
  const what =
    event === 'allapot'
      ? { by: `Állapotot módosította (${STATUS_LABELS[step.statusz_kod]})`, alone: STATUS_LABELS[step.statusz_kod] }
      : DONE_BY[event];
  return {
    text: by ? `${what.by}: ${by}` : what.alone,
    note: step.megjegyzes ? decisionNoteText(event === 'elutasitva', step.megjegyzes) : null,
  };
}
