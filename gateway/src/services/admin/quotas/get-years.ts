// GET /api/admin/getyears (admin-area.md §7 "Quotas"): the years that have a stored quota, plus
// Budapest's current year, so a school without any quota yet can still open and edit this year's.
// Ascending.
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import type { AdminActor } from '../../../domain/actor.ts';
import type { Services } from '../../deps.ts';

export async function getYears(s: Services, _actor: AdminActor, now: Date = new Date()): Promise<number[]> {
  const stored = (await s.models.Quota.distinct('ev')) as unknown[];
  const years = new Set(stored.filter((y): y is number => typeof y === 'number' && Number.isInteger(y)));
  years.add(Number(budapestToday(now).slice(0, 4)));
  return [...years].sort((a, b) => a - b);
}
