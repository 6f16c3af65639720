// Appends to the audit log. Outside a transaction a failed audit write is logged and never fails
// the request; inside one (`session`) the entry is part of the change: it commits with it, and a
// failed write aborts it (docs/architecture.md "Transactions and concurrency").
import type { ClientSession, Types } from 'mongoose';
import type { Services } from './deps.ts';

export interface AuditEntry {
  actorKind: 'user' | 'admin' | 'system' | 'anonymous';
  actor?: Types.ObjectId | null;
  action: string;
  target?: string | null;
  ip?: string | null;
  details?: Record<string, unknown> | null;
}

export async function audit(
  s: Pick<Services, 'models' | 'log'>,
  entry: AuditEntry,
  session?: ClientSession,
): Promise<void> {
  if (session) {
    await s.models.AuditLog.create([{ at: new Date(), ...entry }], { session });
    return;
  }
  try {
    await s.models.AuditLog.create({ at: new Date(), ...entry });
  } catch (err) {
    s.log.warn({ err, action: entry.action }, 'audit log write failed');
  }
}

type Fields = Record<string, unknown>;

/**
 * An entry's `elotte`/`utana` details: of the fields `after` sets, those whose value changed, each
 * side holding only those (null where there was none). The audit log shows them side by side.
 */
export function changes(before: Fields | null | undefined, after: Fields): { elotte: Fields; utana: Fields } {
  const was = before ?? {};
  const keys = Object.keys(after).filter((k) => JSON.stringify(was[k] ?? null) !== JSON.stringify(after[k] ?? null));
  return {
    elotte: Object.fromEntries(keys.map((k) => [k, was[k] ?? null])),
    utana: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])),
  };
}
