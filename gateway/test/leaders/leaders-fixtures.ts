// Test helpers of the leaders area: the teacher area's world (default routing table, fresh
// teachers) plus signed-in leaders, preliminary stages in the table, future dates (the deputy's
// form refuses past starts) and short calls of the leaders' API.
import type { ApproverRole, LeaveType } from '@tavollet/contract/codes';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import { addDaysIso } from '@tavollet/contract/domain/dates';
import type { Client } from '../support/client.ts';
import { day, newTeacher, setDays, signInPerson, type Teacher, type World } from '../support/teacher-fixtures.ts';

export const TODAY = budapestToday();
/** A quota year wholly in the future: every date of it passes the deputy's "not before today". */
export const NEXT = Number(TODAY.slice(0, 4)) + 1;
/** `day(week, offset)` of next year (weeks from the first Monday of February). */
export const later = (week: number, offset: number) => day(week, offset, NEXT);

export interface Leaders {
  principal: Client;
  deputy: Client;
}

export async function signInLeaders(w: World): Promise<Leaders> {
  return { principal: await signInPerson(w, 'igazgato'), deputy: await signInPerson(w, 'igazgatohelyettes') };
}

/** Sets (or with null removes) the preliminary approver of a type in the stored table. */
export async function setPreliminary(w: World, tipus: LeaveType, role: ApproverRole | null): Promise<void> {
  await w.models.ApprovalRoute.updateOne({ tipus_kod: tipus }, { $set: { elozetes_jovahagyo_szerep: role } });
}

/** A teacher submits through their own call; answers the kerelem_id. */
export async function submit(
  t: Teacher,
  body: { tipus: LeaveType; mettol: string; meddig: string; megjegyzes?: string },
): Promise<number> {
  const res = await t.client.post<{ kerelem_id: number }>('/api/user/teacher/submit', body);
  if (res.status !== 200) throw new Error(`submit failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.kerelem_id;
}

/** A new teacher with a quota of every type next year. */
export async function teacherWithQuota(w: World, roles?: Parameters<typeof newTeacher>[1]): Promise<Teacher> {
  const t = await newTeacher(w, roles);
  await w.models.Quota.updateOne(
    { user: t.user._id, ev: NEXT },
    {
      $set: {
        rendes_szabadsag_keret: 20,
        gyermek_utan_jaro_potszabadsag_keret: 4,
        apasagi_szabadsag_keret: 10,
        szuloi_szabadsag_keret: 10,
        nagyszuloi_szabadsag_keret: 5,
        halal_keret: 2,
      },
    },
    { upsert: true },
  );
  return t;
}

/** `n` days after Budapest's today, marked as a teaching day (urgent requests start there). */
export async function aheadTeaching(w: World, n: number): Promise<string> {
  const d = addDaysIso(TODAY, n);
  await setDays(w, { [d]: 't' });
  return d;
}

export const approve = (c: Client, szerep: ApproverRole, kerelem_id: number, megjegyzes?: string) =>
  c.post<Record<string, unknown>>('/api/leaders/approve', {
    szerep,
    kerelem_id,
    ...(megjegyzes ? { megjegyzes } : {}),
  });

export const reject = (c: Client, szerep: ApproverRole, kerelem_id: number, jovahagyoi_megjegyzes: string) =>
  c.post<Record<string, unknown>>('/api/leaders/reject', { szerep, kerelem_id, jovahagyoi_megjegyzes });

export interface Row {
  kerelem_id: number;
  [k: string]: unknown;
}

const pendingOf = async (c: Client, szerep: ApproverRole) =>
  (await c.get<{ items: Row[] }>(`/api/leaders/pending?szerep=${szerep}`)).body.items;

/** The ids of `ids` that are in the role's list. */
export const listed = async (c: Client, szerep: ApproverRole, ids: number[]) =>
  (await pendingOf(c, szerep)).map((r) => r.kerelem_id).filter((id) => ids.includes(id));
