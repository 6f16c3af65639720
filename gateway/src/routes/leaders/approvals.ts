// Approvals, homes' counts and the deputy's on-behalf request (contract/src/api/leaders.ts;
// staff-area.md §2 "Approval screens", §4). The lists, counts, details and decisions are open to
// both leader roles at the route; the service checks that the caller holds the `szerep` the call
// names (403 wrongRole). The deputy's calls are in ./deputy.ts.
import {
  ApproveBody,
  BulkApproveBody,
  KerelemParams,
  RejectBody,
  RoleQuery,
  type BulkAnswer,
  type CountsAnswer,
  type DecisionAnswer,
  type DetailsAnswer,
  type PendingAnswer,
} from '@tavollet/contract/api/leaders';
import type { Services } from '../../services/deps.ts';
import type { ApiArea } from '../../http/route.ts';
import { staffActor } from '../../http/context.ts';
import { pendingCounts, pendingList } from '../../services/leaders/pending.ts';
import { requestDetails } from '../../services/leaders/request-details.ts';
import { approveBulk, approveRequest, decisionMessage, rejectRequest } from '../../services/leaders/decide.ts';
import { deputyRoutes } from './deputy.ts';

const LEADERS = ['igazgato', 'igazgatohelyettes'] as const;

export function approvalRoutes(area: ApiArea, s: Services): void {
  area.route(
    { method: 'GET', path: '/pending', permission: [...LEADERS], query: RoleQuery },
    async (ctx, { query }) => {
      const answer: PendingAnswer = { ok: true, items: await pendingList(s, staffActor(ctx), query.szerep) };
      ctx.body = answer;
    },
  );
  area.route({ method: 'GET', path: '/counts', permission: [...LEADERS], query: RoleQuery }, async (ctx, { query }) => {
    const answer: CountsAnswer = { ok: true, ...(await pendingCounts(s, staffActor(ctx), query.szerep)) };
    ctx.body = answer;
  });
  area.route(
    { method: 'GET', path: '/request/:kerelem_id', permission: [...LEADERS], query: RoleQuery, params: KerelemParams },
    async (ctx, { query, params }) => {
      const details = await requestDetails(s, staffActor(ctx), query.szerep, params.kerelem_id);
      const answer: DetailsAnswer = { ok: true, ...details };
      ctx.body = answer;
    },
  );
  area.route(
    { method: 'POST', path: '/approve', permission: [...LEADERS], body: ApproveBody, limit: '2kb' },
    async (ctx, { body }) => {
      const statusz_kod = await approveRequest(s, staffActor(ctx), body);
      const answer: DecisionAnswer = { ok: true, message: decisionMessage(statusz_kod), statusz_kod };
      ctx.body = answer;
    },
  );
  area.route(
    { method: 'POST', path: '/reject', permission: [...LEADERS], body: RejectBody, limit: '2kb' },
    async (ctx, { body }) => {
      const statusz_kod = await rejectRequest(s, staffActor(ctx), body);
      const answer: DecisionAnswer = { ok: true, message: decisionMessage(statusz_kod), statusz_kod };
      ctx.body = answer;
    },
  );
  area.route(
    { method: 'POST', path: '/approve-bulk', permission: [...LEADERS], body: BulkApproveBody, limit: '8kb' },
    async (ctx, { body }) => {
      const answer: BulkAnswer = { ok: true, ...(await approveBulk(s, staffActor(ctx), body)) };
      ctx.body = answer;
    },
  );
  deputyRoutes(area, s);
}
