// POST /api/leaders/submit-for (deputy only; staff-area.md §2 "The deputy new-request form"): the
// teacher's submit fields plus whose request it is. The request then follows the usual approval
// route, so every leaders read (and a teacher's own, for a person who is both) is refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { SubmitForBody } from '@tavollet/contract/api/leaders';
import { SubmitAnswer } from '@tavollet/contract/api/teacher';
import { refreshLeadersData } from '../../../lib/refresh-leaders-data.ts';

function submitFor(body: SubmitForBody) {
  return apiRequest('POST', '/leaders/submit-for', { body: SubmitForBody.parse(body), schema: SubmitAnswer });
}

export function useSubmitFor() {
  const client = useQueryClient();
  return useMutation({ mutationFn: submitFor, onSettled: () => void refreshLeadersData(client) });
}
