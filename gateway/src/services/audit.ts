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
