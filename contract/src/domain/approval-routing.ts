// The ONE approval routing table (docs/architecture.md "Approval routing"): which role decides a
// leave type (the final approver) and, optionally, which role approves it first (the
// preliminary approver). Stored in MongoDB (admins may change it); this is its default and the
// rule for types without a row, plus the pure rule that turns a table row and the requester's
// roles into the route stored on the request.
import type { ApproverRole, LeaveType, Role, Status } from '../codes.ts';

export type RoutingTable = Readonly<Partial<Record<LeaveType, ApproverRole>>>;

/** Final approver of each type by default; every other type goes to the principal. */
export const DEFAULT_APPROVAL_ROUTING: RoutingTable = {
  rendes_szabadsag: 'igazgatohelyettes',
  gyermek_utan_jaro_potszabadsag: 'igazgatohelyettes',
  apasagi_szabadsag: 'igazgato',
  szuloi_szabadsag: 'igazgato',
  nagyszuloi_szabadsag: 'igazgato',
  halal: 'igazgato',
};

/** Preliminary approver of each type by default: none anywhere (one approval step). */
export const DEFAULT_PRELIMINARY_ROUTING: RoutingTable = {};

/** The final approver of a type under a routing table; every type without a row goes to the principal. */
export function approverFor(tipus: LeaveType, table: RoutingTable = DEFAULT_APPROVAL_ROUTING): ApproverRole {
  return table[tipus] ?? 'igazgato';
}

/** The preliminary approver of a type under a table of preliminary stages; null: no such stage. */
export function preliminaryFor(
  tipus: LeaveType,
  table: RoutingTable = DEFAULT_PRELIMINARY_ROUTING,
): ApproverRole | null {
  return table[tipus] ?? null;
}

/** One row of the table: the final approver and the optional preliminary one. */
export interface ApprovalRoute {
  vegso: ApproverRole;
  elozetes: ApproverRole | null;
}

/** What a submit stores on the request (docs/architecture.md "Data model"). */
export interface RequestRoute {
  /** The final approver. */
  jovahagyo_szerep: ApproverRole;
  /** The preliminary approver; null when the request has one approval step. */
  elozetes_jovahagyo_szerep: ApproverRole | null;
  /** The status it is submitted with. */
  statusz_kod: Extract<Status, 'elozetes_jovahagyasra_var' | 'jovahagyasra_var'>;
  /** The role it waits for now (the preliminary approver when there is one). */
  varakozo_szerep: ApproverRole;
}

export const otherLeaderRole = (role: ApproverRole): ApproverRole =>
  role === 'igazgato' ? 'igazgatohelyettes' : 'igazgato';

/**
 * The route of a request of a person holding `requesterRoles`: nobody decides their own request, so
 * a stage whose role the requester holds goes to the other leader role; a person holding both
 * leader roles keeps the table's roles (another holder of the role decides: a leader never sees
 * their own request). A preliminary stage that ends up with the final approver's role is dropped:
 * the same role would only say yes twice.
 */
export function routeRequest(route: ApprovalRoute, requesterRoles: readonly Role[]): RequestRoute {
  const holds = (r: ApproverRole) => requesterRoles.includes(r);
  const away = (r: ApproverRole) => (holds(r) && !holds(otherLeaderRole(r)) ? otherLeaderRole(r) : r);
  const vegso = away(route.vegso);
  const elozetes = route.elozetes ? away(route.elozetes) : null;
  const prelim = elozetes === vegso ? null : elozetes;
  return {
    jovahagyo_szerep: vegso,
    elozetes_jovahagyo_szerep: prelim,
    statusz_kod: prelim ? 'elozetes_jovahagyasra_var' : 'jovahagyasra_var',
    varakozo_szerep: prelim ?? vegso,
  };
}
