// POST /api/user/report-issue (staff-area.md §7): a bug report or suggestion with screenshots.
// Sent as multipart/form-data: the texts as fields first, then each screenshot as a `kepek` file
// part, which the gateway re-encodes as it arrives (contract/src/api/issue-report.ts).
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@tavollet/contract/client/http';
import { ISSUE_IMAGES_FIELD, ReportIssueAnswer, type ReportIssueBody } from '@tavollet/contract/api/issue-report';

/** 20 MB of screenshots can take a while on a slow line. */
const REPORT_TIMEOUT_MS = 60_000;

/** A data URL's bytes (the picker keeps each screenshot as one, for its thumbnail). */
function dataUrlBytes(dataUrl: string): Uint8Array<ArrayBuffer> {
  const text = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

function reportForm({ kepek = [], ...texts }: ReportIssueBody): FormData {
  const form = new FormData();
  form.append('bejelentes_tipus', texts.bejelentes_tipus);
  form.append('targy', texts.targy);
  form.append('leiras', texts.leiras);
  form.append('kritikus', String(texts.kritikus ?? false));
  for (const kep of kepek) {
    form.append(ISSUE_IMAGES_FIELD, new Blob([dataUrlBytes(kep.tartalom)], { type: kep.mime }), kep.fajlnev);
  }
  return form;
}

async function reportIssue(body: ReportIssueBody): Promise<string> {
  const answer = await apiRequest('POST', '/user/report-issue', {
    body: reportForm(body),
    schema: ReportIssueAnswer,
    timeoutMs: REPORT_TIMEOUT_MS,
  });
  return answer.message;
}

export function useReportIssue() {
  return useMutation({ mutationFn: reportIssue });
}
