// The schedule's two shapes (admin-area.md §3 "Scheduled email", "Schedule save payload", §5
// "Schedule"): the save payload as stored (the payload's field names), and the list item the
// screen reads. Weekly keeps every chosen weekday (`het_napjai`) and the smallest in `het_napja`.
import {
  EVERY_6H_MINUTES,
  FREQUENCY_FROM_SERVER,
  deriveEmailCode,
  type SchedulePayload,
  type ScheduleItem,
} from '@tavollet/contract/api/admin-email';
import { monthName, normaliseWeekdays } from '@tavollet/contract/domain/schedule-summary';
import type { MailFrequency, RecipientGroup } from '@tavollet/contract/codes';
import { normaliseChoice } from './recipients.ts';

/** The stored fields of one schedule (models/scheduled-email.ts). */
export interface StoredSchedule {
  email_id: number;
  email_kod: string;
  email_nev: string;
  targy: string;
  szoveg: string;
  to: string[];
  group: RecipientGroup[];
  gyakorisag: MailFrequency;
  kuldes_idopont: string | null;
  het_napja: number | null;
  het_napjai?: number[] | null;
  honap_napja: number | null;
  honap_szama: number | null;
  intervallum_percekben: number | null;
  funkcio_id: number | null;
  aktiv: boolean;
}

export type ScheduleFields = Omit<StoredSchedule, 'email_id' | 'aktiv'>;

/**
 * The payload as stored: trimmed name and subject, the code derived from the name when empty,
 * HH:MM:00, only the fields the frequency uses (weekly: the chosen days, sorted, Monday when none;
 * monthly/yearly: day 1 and month 1 by default; every-6-hours: no time, 360 minutes).
 */
export function payloadToFields(p: SchedulePayload): ScheduleFields {
  const f = p.gyakorisag;
  const days = f === 'heti' ? normaliseWeekdays(Array.isArray(p.het_napja) ? p.het_napja : [p.het_napja ?? 1]) : null;
  const time = f === '6ora' ? null : `${(p.kuldes_idopont ?? '08:00').slice(0, 5)}:00`;
  const choice = normaliseChoice({ to: p.to, group: p.group });
  return {
    email_kod: p.email_kod || deriveEmailCode(p.email_nev),
    email_nev: p.email_nev.trim(),
    targy: p.targy.trim(),
    szoveg: p.szoveg,
    to: choice.to,
    group: choice.group,
    gyakorisag: f,
    kuldes_idopont: time,
    het_napja: days ? days[0]! : null,
    het_napjai: days,
    honap_napja: f === 'havi' || f === 'evi' ? (p.honap_napja ?? 1) : null,
    honap_szama: f === 'evi' ? (p.honap_szama ?? 1) : null,
    intervallum_percekben: f === '6ora' ? EVERY_6H_MINUTES : null,
    funkcio_id: p.funkcio_id,
  };
}

/** Every chosen weekday of a stored weekly schedule (older rows only have `het_napja`). */
export function storedWeekdays(s: Pick<StoredSchedule, 'gyakorisag' | 'het_napja' | 'het_napjai'>): number[] {
  if (s.gyakorisag !== 'heti') return [];
  return normaliseWeekdays(s.het_napjai?.length ? s.het_napjai : [s.het_napja ?? 1]);
}

export function toScheduleItem(s: StoredSchedule, functionCode: string | null, nextRunAt: Date | null): ScheduleItem {
  return {
    id: s.email_id,
    email_id: s.email_id,
    name: s.email_nev,
    code: s.email_kod,
    subject: s.targy,
    body: s.szoveg ?? '',
    to: [...(s.to ?? [])],
    group: [...(s.group ?? [])],
    frequency: FREQUENCY_FROM_SERVER[s.gyakorisag],
    time: s.gyakorisag === '6ora' ? null : (s.kuldes_idopont ?? '08:00:00').slice(0, 5),
    weekdays: storedWeekdays(s),
    dayOfMonth: s.gyakorisag === 'havi' || s.gyakorisag === 'evi' ? (s.honap_napja ?? 1) : null,
    month: s.gyakorisag === 'evi' ? (s.honap_szama ?? 1) : null,
    monthName: s.gyakorisag === 'evi' ? monthName(s.honap_szama ?? 1) : null,
    functionCode,
    functionId: s.funkcio_id ?? null,
    aktiv: s.aktiv !== false,
    nextRunAt: nextRunAt ? nextRunAt.toISOString() : null,
  };
}
