// GET /api/admin/getstats (admin-area.md §7 "Authentication and statistics"): the summary tiles,
// every gateway instance of the last hour and the newest events, from what the instances reported
// to MongoDB (docs/architecture.md "Server statistics"). Two reads, both small: the instance
// documents (one per process) and the newest STATS_EVENTS_SHOWN events on the time index.
import { STATS_EVENTS_SHOWN, type AdminStatsAnswer, type EventLevel } from '@tavollet/contract/api/admin-stats';
import type { AdminActor } from '../../../domain/actor.ts';
import type { Services } from '../../deps.ts';
import { serverRow, summarize, type InstanceDoc } from './summary.ts';

export async function getStats(s: Services, _actor: AdminActor, now: Date = new Date()): Promise<AdminStatsAnswer> {
  const [docs, events] = await Promise.all([
    s.models.ServerInstance.find({}).lean<InstanceDoc[]>(),
    s.models.ServerEvent.find({}).sort({ time: -1, _id: -1 }).limit(STATS_EVENTS_SHOWN).lean(),
  ]);
  const servers = docs
    .map((d) => serverRow(d, now))
    .sort((a, b) => Number(b.up) - Number(a.up) || a.region.localeCompare(b.region) || a.id.localeCompare(b.id));
  return {
    ok: true,
    summary: summarize(docs, now),
    servers,
    events: events.map((e) => ({
      id: String(e._id),
      time: e.time.toISOString(),
      level: e.level as EventLevel,
      text: e.text,
      server: e.server,
    })),
  };
}
