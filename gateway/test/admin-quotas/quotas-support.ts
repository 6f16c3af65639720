// Helpers of the admin quota tests: the calls, a person with an OM id, and import rows.
import { expect } from 'vitest';
import { GetLeaveQuotasAnswer, GetYearsAnswer, type QuotaRow } from '@tavollet/contract/api/admin-quotas';
import type { Client } from '../support/client.ts';
import type { World } from '../support/teacher-fixtures.ts';
import { newTeacher, type Teacher } from '../support/teacher-fixtures.ts';

export const PATCH = (c: Client, url: string, json: unknown) => c.request('PATCH', url, { json });

export async function yearsOf(admin: Client): Promise<number[]> {
  const res = await admin.get('/api/admin/getyears');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return GetYearsAnswer.parse(res.body);
}

export async function quotaRowsOf(admin: Client, year: number): Promise<QuotaRow[]> {
  const res = await admin.post('/api/admin/getleavequotas', { year });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return GetLeaveQuotasAnswer.parse(res.body);
}

export async function rowOf(admin: Client, year: number, om: string): Promise<QuotaRow | undefined> {
  return (await quotaRowsOf(admin, year)).find((r) => r.oktatasi_azonosito === om);
}

/** A signed-in teacher and their OM id. */
export async function teacherWithOm(w: World): Promise<Teacher & { om: string }> {
  const t = await newTeacher(w);
  return { ...t, om: t.user.oktatasi_azonosito! };
}

/** An import row: the six totals (every one `keret`) of (om, ev), plus `extra` columns. */
export function quotaRow(om: string, ev: number, keret = 10, extra: Record<string, unknown> = {}) {
  return {
    oktatasi_azonosito: om,
    ev,
    rendes_szabadsag: keret,
    gyermek_utan_jaro_potszabadsag: keret,
    apasagi_szabadsag: keret,
    szuloi_szabadsag: keret,
    nagyszuloi_szabadsag: keret,
    halal: keret,
    ...extra,
  };
}

export const importQuotas = (admin: Client, quotaList: unknown[], overwrite = false) =>
  admin.post('/api/admin/createbulkquotas', { overwrite, quotaList });
