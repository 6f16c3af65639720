// Appends to the audit log. A failed audit write is logged and never fails the request.
import type { Types } from 'mongoose';
import type { Services } from './deps.ts';

export interface AuditEntry {
  actorKind: 'user' | 'admin' | 'system' | 'anonymous';
  actor?: Types.ObjectId | null;
  action: string;
  target?: string | null;
  ip?: string | null;
  details?: Record<string, unknown> | null;
}

export async function audit(s: Pick<Services, 'models' | 'log'>, entry: AuditEntry): Promise<void> {
  try {
    await s.models.AuditLog.create({ at: new Date(), ...entry });
  } catch (err) {
    s.log.warn({ err, action: entry.action }, 'audit log write failed');
  }
}
