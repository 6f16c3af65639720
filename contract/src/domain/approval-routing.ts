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

/** Who is kept from deciding a request, and who else could decide it. */
export interface Deciders {
  /** The roles of the requester and, when someone files it on their behalf, of the filer. */
  held: readonly Role[];
  /**
   * Whether a not blocked person other than the requester and the filer holds the role; without
   * it (the seed, an admin's edit) every role counts as staffed.
   */
  staffed?: (role: ApproverRole) => boolean;
}

/**
 * The route of a request: nobody decides a request that is theirs or that they filed. Each stage
 * prefers the table's role, then the other leader role, a role the requester or the filer holds
 * last (so the deputy's own leave and a request the deputy filed go to the principal, the
 * principal's own to the deputy), and skips a role nobody else holds. A person holding both
 * leader roles keeps the table's roles when someone else holds them. A preliminary stage that
 * ends up with the final approver's role is dropped: the same role would only say yes twice.
 * When no role is staffed the route is the preferred one; `hasDecider` tells. The product
 * owner's rule, which the spec does not state: docs/decisions/0559-escalation.md.
 */
export function routeRequest(route: ApprovalRoute, { held, staffed = () => true }: Deciders): RequestRoute {
  const pick = (r: ApproverRole): ApproverRole => {
    const order = [r, otherLeaderRole(r)].sort((a, b) => Number(held.includes(a)) - Number(held.includes(b)));
    return order.find(staffed) ?? order[0]!;
  };
  const vegso = pick(route.vegso);
  const elozetes = route.elozetes ? pick(route.elozetes) : null;
  const prelim = elozetes === vegso ? null : elozetes;
  return {
    jovahagyo_szerep: vegso,
    elozetes_jovahagyo_szerep: prelim,
    statusz_kod: prelim ? 'elozetes_jovahagyasra_var' : 'jovahagyasra_var',
    varakozo_szerep: prelim ?? vegso,
  };
}

/** Whether every stage of `route` has someone who may decide it. */
export const hasDecider = (route: RequestRoute, staffed: (role: ApproverRole) => boolean): boolean =>
  staffed(route.jovahagyo_szerep) &&
  (route.elozetes_jovahagyo_szerep === null || staffed(route.elozetes_jovahagyo_szerep));
