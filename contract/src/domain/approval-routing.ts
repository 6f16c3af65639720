// The ONE approval routing table (docs/architecture.md "Approval routing"): which role decides a
// leave type. Stored in MongoDB (admins may change it); this is its default and the rule for
// types without a row.
import type { ApproverRole, LeaveType } from '../codes.ts';

export const DEFAULT_APPROVAL_ROUTING: Readonly<Partial<Record<LeaveType, ApproverRole>>> = {
  rendes_szabadsag: 'igazgatohelyettes',
  gyermek_utan_jaro_potszabadsag: 'igazgatohelyettes',
  apasagi_szabadsag: 'igazgato',
  szuloi_szabadsag: 'igazgato',
  nagyszuloi_szabadsag: 'igazgato',
  halal: 'igazgato',
};

/** The approver of a type under a routing table; every type without a row goes to the principal. */
export function approverFor(
  tipus: LeaveType,
  table: Readonly<Partial<Record<LeaveType, ApproverRole>>> = DEFAULT_APPROVAL_ROUTING,
): ApproverRole {
  return table[tipus] ?? 'igazgato';
}
