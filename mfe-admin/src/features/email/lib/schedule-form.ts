// The schedule editor's values and the save payload, both ways (admin-area.md §3 "Schedule save
// payload", §5 "Schedule"): name and subject trimmed; the code derived from the name while the admin
// has not typed one; every chosen weekday sent, sorted, Monday when none; day and month 1 by default;
// the time as HH:MM:00 (08:00 by default); every-6-hours without a time and with 360 minutes; no
// function is null.
import { z } from 'zod';
import {
  EVERY_6H_MINUTES,
  FREQUENCY_TO_SERVER,
  SchedulePayload,
  deriveEmailCode,
  type ScheduleItem,
  type SchedulePayloadInput,
  type ScreenFrequency,
} from '@tavollet/contract/api/admin-email';
import { DEFAULT_SEND_TIME, normaliseWeekdays } from '@tavollet/contract/domain/schedule-summary';
import type { AddressItem } from '@tavollet/contract/api/admin-email';
import { EMPTY_SELECTION, selectionFrom, selectionToPayload, type RecipientSelection } from './recipients.ts';

export interface ScheduleForm {
  email_id: number | null;
  name: string;
  code: string;
  /** True once the admin edited the code: the name no longer changes it. */
  codeTouched: boolean;
  functionId: number | null;
  subject: string;
  body: string;
  recipients: RecipientSelection;
  frequency: ScreenFrequency;
  /** HH:MM */
  time: string;
  weekdays: number[];
  dayOfMonth: number;
  month: number;
}

export const NEW_SCHEDULE: ScheduleForm = {
  email_id: null,
  name: '',
  code: '',
  codeTouched: false,
  functionId: null,
  subject: '',
  body: '',
  recipients: EMPTY_SELECTION,
  frequency: 'daily',
  time: DEFAULT_SEND_TIME,
  weekdays: [1],
  dayOfMonth: 1,
  month: 1,
};

export function itemToForm(item: ScheduleItem, catalogue: readonly AddressItem[]): ScheduleForm {
  return {
    email_id: item.email_id,
    name: item.name,
    code: item.code,
    codeTouched: true,
    functionId: item.functionId,
    subject: item.subject,
    body: item.body,
    recipients: selectionFrom(item.to, item.group, catalogue),
    frequency: item.frequency,
    time: item.time ?? DEFAULT_SEND_TIME,
    weekdays: item.weekdays.length ? item.weekdays : [1],
    dayOfMonth: item.dayOfMonth ?? 1,
    month: item.month ?? 1,
  };
}

export const toggleWeekday = (days: readonly number[], day: number): number[] =>
  (days.includes(day) ? days.filter((d) => d !== day) : [...days, day]).sort((a, b) => a - b);

const clamp = (n: number, min: number, max: number) => (Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : min);

function formToPayload(form: ScheduleForm): SchedulePayloadInput {
  const f = form.frequency;
  const name = form.name.trim();
  const time = /^\d{2}:\d{2}$/.test(form.time) ? form.time : DEFAULT_SEND_TIME;
  return {
    ...(form.email_id ? { email_id: form.email_id } : {}),
    email_kod: form.code.trim() || deriveEmailCode(name),
    email_nev: name,
    ...selectionToPayload(form.recipients),
    cimzettek: null,
    targy: form.subject.trim(),
    szoveg: form.body,
    gyakorisag: FREQUENCY_TO_SERVER[f],
    kuldes_idopont: f === 'every6h' ? null : `${time}:00`,
    het_napja: f === 'weekly' ? normaliseWeekdays(form.weekdays) : null,
    honap_napja: f === 'monthly' || f === 'yearly' ? clamp(form.dayOfMonth, 1, 31) : null,
    honap_szama: f === 'yearly' ? clamp(form.month, 1, 12) : null,
    intervallum_percekben: f === 'every6h' ? EVERY_6H_MINUTES : null,
    funkcio_id: form.functionId,
  };
}

/** The save's check: the payload above, checked by the gateway's own SchedulePayload. */
export const scheduleSchema = z.custom<ScheduleForm>().transform(formToPayload).pipe(SchedulePayload);
