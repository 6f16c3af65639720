// The decisions (contract/src/api/leaders.ts): POST /api/leaders/approve (optional comment),
// /reject (required reason) and /approve-bulk (each row decided on its own). Every one refreshes
// the leaders' lists and counts when it settles, also after a refusal (a 409 means the list
// changed meanwhile).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { ApproveBody, BulkAnswer, BulkApproveBody, DecisionAnswer, RejectBody } from '@tavollet/contract/api/leaders';
import { refreshLeadersData } from '../../../lib/refresh-leaders-data.ts';

function approveRequest(body: ApproveBody) {
  return apiRequest('POST', '/leaders/approve', { body: ApproveBody.parse(body), schema: DecisionAnswer });
}

function rejectRequest(body: RejectBody) {
  return apiRequest('POST', '/leaders/reject', { body: RejectBody.parse(body), schema: DecisionAnswer });
}

function approveBulk(body: BulkApproveBody) {
  return apiRequest('POST', '/leaders/approve-bulk', { body: BulkApproveBody.parse(body), schema: BulkAnswer });
}

export function useApprove() {
  const client = useQueryClient();
  return useMutation({ mutationFn: approveRequest, onSettled: () => refreshLeadersData(client) });
}

export function useReject() {
  const client = useQueryClient();
  return useMutation({ mutationFn: rejectRequest, onSettled: () => refreshLeadersData(client) });
}

export function useApproveBulk() {
  const client = useQueryClient();
  return useMutation({ mutationFn: approveBulk, onSettled: () => refreshLeadersData(client) });
}
