// The leave-request rules every area shares (docs/architecture.md "Dates, working days and
// quotas"): which statuses are pending or still hold their days, the quota year, and the range
// checks of submit, drafts and the working-day preview.
import { QUOTA_TYPES, type QuotaType, type Status } from '@tavollet/contract/codes';
import { MAX_REQUEST_DAYS, TEACHER_MESSAGES as M } from '@tavollet/contract/api/teacher';
import { inclusiveDays } from '@tavollet/contract/domain/duration';
import type { Types } from 'mongoose';
import { Refused } from '../../domain/errors.ts';

/** Awaiting either approval: shown as Benyújtva, counted as `kerelmezett`, may be withdrawn. */
export const PENDING_STATUSES = ['elozetes_jovahagyasra_var', 'jovahagyasra_var'] as const satisfies readonly Status[];

export const isPending = (status: string): boolean => (PENDING_STATUSES as readonly string[]).includes(status);

/** Requests that still hold their days (pending or approved): a new request must not overlap them (overlap.ts). */
export const LIVE_STATUSES = [...PENDING_STATUSES, 'jovahagyva'] as const satisfies readonly Status[];

export const isLive = (status: string): boolean => (LIVE_STATUSES as readonly string[]).includes(status);

/** True for a type that carries a yearly quota. */
export const isQuotaType = (t: string): t is QuotaType => (QUOTA_TYPES as readonly string[]).includes(t);

/** The person's own draft and nothing else: someone else's or a submitted one does not match. */
export const ownDraft = (user: Types.ObjectId, kerelem_id: number) => ({
  kerelem_id,
  user,
  statusz_kod: 'piszkozat' as const,
});

/** The calendar year a request counts against (its quota year): the year of `kezdete`. */
export const yearOf = (iso: string): number => Number(iso.slice(0, 4));

/** Refuses a range longer than one request may span (drafts, submit and the preview alike). */
export function assertRangeLength(kezdete: string, vege: string): void {
  if (inclusiveDays(kezdete, vege) > MAX_REQUEST_DAYS) throw new Refused('too_long', M.tooLong);
}

/** A submitted request belongs to one quota year: it may not cross New Year. */
export function assertOneYear(kezdete: string, vege: string): void {
  if (yearOf(kezdete) !== yearOf(vege)) throw new Refused('crosses_year', M.crossesYear);
}
