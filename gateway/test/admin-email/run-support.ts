// Running a scheduled e-mail now in tests: its job's time is set to the past, the gateways' job
// runners find it at their next poll (100 ms), and the test waits for the run's audit entry and
// for every mail it queued to reach the test SMTP server.
import type { ScheduleItem } from '@tavollet/contract/api/admin-email';
import { scheduleJobId } from '../../src/services/mail/schedule-jobs.ts';
import { mailIdle, waitFor } from '../mail/wait.ts';
import type { MailWorld } from './support.ts';

export async function saveSchedule(w: MailWorld, payload: Record<string, unknown>): Promise<ScheduleItem> {
  const res = await w.admin.post<{ item: ScheduleItem }>('/api/admin/saveschedulerdetails', {
    email_kod: '',
    to: [],
    group: [],
    cimzettek: null,
    szoveg: '',
    gyakorisag: 'napi',
    kuldes_idopont: '08:00:00',
    het_napja: null,
    honap_napja: null,
    honap_szama: null,
    intervallum_percekben: null,
    funkcio_id: null,
    ...payload,
  });
  if (res.status !== 200) throw new Error(`save failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.item;
}

export async function functionId(w: MailWorld, code: string): Promise<number> {
  const res = await w.admin.get<{ functionList: { funkcio_id: number; funkcio_kod: string }[] }>(
    '/api/admin/getfunctions',
  );
  const f = res.body.functionList.find((x) => x.funkcio_kod === code);
  if (!f) throw new Error(`no function ${code}`);
  return f.funkcio_id;
}

const runs = (w: MailWorld, emailId: number) =>
  w.db.models.AuditLog.countDocuments({ action: 'mail.schedule_run', target: String(emailId) });

/** Makes the schedule's job due now and waits until the run is over and its mails are delivered. */
export async function runNow(w: MailWorld, emailId: number): Promise<void> {
  const before = await runs(w, emailId);
  const res = await w.gw.services.jobs.collection.updateOne(
    { _id: scheduleJobId(emailId) },
    { $set: { nextRunAt: new Date(Date.now() - 1000) } },
  );
  if (res.matchedCount !== 1) throw new Error(`schedule ${emailId} has no job`);
  await waitFor(async () => (await runs(w, emailId)) > before, 20_000, 'schedule run');
  await mailIdle(w.gw.services);
}
