// POST /api/user/report-issue (staff-area.md §7): a bug report or suggestion with screenshots.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { ReportIssueAnswer, type ReportIssueBody } from '@tavollet/contract/api/issue-report';

/** Screenshots are sent as data URLs: a report can take a while on a slow line. */
const REPORT_TIMEOUT_MS = 60_000;

async function reportIssue(body: ReportIssueBody): Promise<string> {
  const answer = await apiRequest('POST', '/user/report-issue', {
    body,
    schema: ReportIssueAnswer,
    timeoutMs: REPORT_TIMEOUT_MS,
  });
  return answer.message;
}

export function useReportIssue() {
  return useMutation({ mutationFn: reportIssue });
}
