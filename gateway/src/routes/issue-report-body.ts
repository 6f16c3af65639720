// The body of POST /api/user/report-issue (routes/user.ts) in its two forms, read into a report
// draft (services/user/report-issue.ts). Multipart: the texts as fields first, then each
// screenshot as a `kepek` file part, counted as its bytes arrive and re-encoded before the next
// part is read; at most 8 files of 5 MB and 20 MB together, refused as soon as a limit is passed.
// JSON (the spec's payload shape): at most ISSUE_JSON_LIMIT_BYTES, so only small data-URL images.
import type { Context } from 'koa';
import {
  ISSUE_BODY_LIMIT_BYTES,
  ISSUE_IMAGES_FIELD,
  ISSUE_JSON_LIMIT_BYTES,
  ISSUE_MAX_DESCRIPTION,
  ISSUE_MAX_IMAGES,
  ISSUE_MAX_IMAGE_BYTES,
  ISSUE_MESSAGES as M,
  ReportIssueBody,
  ReportIssueFields,
  unreadableImageMessage,
  type IssueImagePayload,
} from '@tavollet/contract/api/issue-report';
import { ISSUE_IMAGE_TYPES } from '@tavollet/contract/codes';
import { cleanStrings } from '../domain/clean-text.ts';
import { Invalid, TooLarge } from '../domain/errors.ts';
import { readJson } from '../http/endpoint.ts';
import { fromZod } from '../http/errors.ts';
import { fileBytes, readMultipart } from '../http/multipart.ts';
import type { IssueReportDraft, IssueReportInput } from '../services/user/report-issue.ts';

type IssueImageType = (typeof ISSUE_IMAGE_TYPES)[number];
const isImageType = (mime: string): mime is IssueImageType => (ISSUE_IMAGE_TYPES as readonly string[]).includes(mime);

/** The images of a JSON report (data URLs): each one's URL type must be its declared type. */
async function addDataUrlImages(draft: IssueReportDraft, kepek: IssueImagePayload[]): Promise<void> {
  for (const kep of kepek) {
    const comma = kep.tartalom.indexOf(',');
    const data = Buffer.from(kep.tartalom.slice(comma + 1), 'base64');
    draft.count(data.length);
    if (kep.tartalom.slice(5, kep.tartalom.indexOf(';')) !== kep.mime) {
      throw new Invalid(unreadableImageMessage(draft.nameOf(kep.fajlnev, kep.mime)));
    }
    await draft.add({ fajlnev: kep.fajlnev, mime: kep.mime, data });
  }
}

export async function receiveIssueJson(ctx: Context, draft: IssueReportDraft): Promise<IssueReportInput> {
  // Any other body is refused rather than silently ignored.
  if (ctx.request.length && !ctx.request.is('application/json')) ctx.throw(415);
  // Over the limit can only be screenshots: they go as a form, at most 20 MB.
  const json = await readJson(ctx, `${ISSUE_JSON_LIMIT_BYTES}b`, M.imagesTooLarge);
  const r = ReportIssueBody.safeParse(cleanStrings(json));
  if (!r.success) throw fromZod(r.error);
  const { kepek, ...texts } = r.data;
  await addDataUrlImages(draft, kepek);
  return texts;
}

export async function receiveIssueForm(ctx: Context, draft: IssueReportDraft): Promise<IssueReportInput> {
  if (ctx.request.length !== undefined && ctx.request.length > ISSUE_BODY_LIMIT_BYTES) {
    throw new TooLarge(M.imagesTooLarge);
  }
  const fields: Record<string, string> = {};
  let texts: IssueReportInput | undefined;
  // The texts are checked once, before the first image is decoded (or at the end without one).
  const checkedTexts = () => {
    if (texts) return texts;
    const r = ReportIssueFields.safeParse(cleanStrings(fields));
    if (!r.success) throw fromZod(r.error);
    return (texts = r.data);
  };
  await readMultipart(
    ctx,
    {
      fileSize: ISSUE_MAX_IMAGE_BYTES,
      files: ISSUE_MAX_IMAGES,
      fields: 4,
      // The description's characters, each up to 4 bytes of UTF-8.
      fieldSize: ISSUE_MAX_DESCRIPTION * 4,
    },
    {
      field(name, value, truncated) {
        if (texts || truncated || name in fields) throw new Invalid();
        fields[name] = value;
      },
      async file({ field, filename, mime, stream }) {
        checkedTexts();
        if (field !== ISSUE_IMAGES_FIELD || !isImageType(mime)) throw new Invalid(M.badImage);
        const data = await fileBytes(stream, (bytes) => draft.count(bytes));
        if (!data) throw new Invalid(M.imageTooLarge);
        await draft.add({ fajlnev: filename, mime, data });
      },
      tooMany: (what) => (what === 'files' ? new Invalid(M.tooManyImages) : new Invalid()),
    },
  );
  return checkedTexts();
}
