// The e-mail screen's payload rules (admin-area.md §3 "Schedule save payload", §5 "Schedule"):
// the code from the name, the frequency mapping both ways, the weekday forms accepted.
import { describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL_MESSAGES as M,
  FREQUENCY_FROM_SERVER,
  FREQUENCY_TO_SERVER,
  SCREEN_FREQUENCIES,
  SchedulePayload,
  deriveEmailCode,
} from './admin-email.ts';

const base = { email_nev: 'Név', targy: 'Tárgy', gyakorisag: 'heti' };

describe('schedule payload', () => {
  it('derives the code from the name: lower case, no accents, underscores', () => {
    expect(deriveEmailCode('  Heti értekezlet – Emlékeztető! ')).toBe('heti_ertekezlet_emlekezteto');
    expect(deriveEmailCode('Őszi szünet 2027')).toBe('oszi_szunet_2027');
  });

  it('maps the five frequencies both ways: every6h=6ora, daily=napi, weekly=heti, monthly=havi, yearly=evi', () => {
    expect(FREQUENCY_TO_SERVER).toEqual({
      every6h: '6ora',
      daily: 'napi',
      weekly: 'heti',
      monthly: 'havi',
      yearly: 'evi',
    });
    for (const f of SCREEN_FREQUENCIES) expect(FREQUENCY_FROM_SERVER[FREQUENCY_TO_SERVER[f]]).toBe(f);
  });

  it('accepts one weekday (the spec’s client) or a list, and refuses days outside 1–7', () => {
    expect(SchedulePayload.parse({ ...base, het_napja: 3 }).het_napja).toBe(3);
    expect(SchedulePayload.parse({ ...base, het_napja: [1, 3] }).het_napja).toEqual([1, 3]);
    const bad = SchedulePayload.safeParse({ ...base, het_napja: [0] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(M.badWeekday);
  });

  it('takes HH:MM or HH:MM:00 and null, and refuses other times and unknown fields', () => {
    expect(SchedulePayload.parse({ ...base, kuldes_idopont: '08:00:00' }).kuldes_idopont).toBe('08:00:00');
    expect(SchedulePayload.parse({ ...base, kuldes_idopont: null }).kuldes_idopont).toBeNull();
    expect(SchedulePayload.safeParse({ ...base, kuldes_idopont: '8:00' }).error?.issues[0]?.message).toBe(M.badTime);
    expect(SchedulePayload.safeParse({ ...base, extra: 1 }).success).toBe(false);
  });
});
