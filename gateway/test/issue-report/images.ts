// Real screenshots for the issue-report tests, made with sharp (the gateway decodes every image).
import sharp from 'sharp';
import type { Client } from '../support/client.ts';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } });

export const makePng = (width = 40, height = 30) => solid(width, height).png().toBuffer();
export const makeJpeg = (width = 40, height = 30) => solid(width, height).jpeg().toBuffer();
export const makeWebp = (width = 40, height = 30) => solid(width, height).webp().toBuffer();

/**
 * A PNG of about `bytes` bytes that decodes quickly: stored without compression, so its size is
 * its pixels (a square of striped rows, under the 2,000 px side, so it is not resized).
 */
export async function makeBigPng(bytes: number): Promise<Buffer> {
  const side = Math.floor(Math.sqrt((bytes - 16_384) / 3));
  const raw = Buffer.alloc(side * side * 3);
  for (let y = 0; y < side; y++) raw.fill(y % 251, y * side * 3, (y + 1) * side * 3);
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export const isWebp = (bytes: Buffer) =>
  bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';

/** The payload's image: name, declared type and the bytes as a data URL (of `urlMime`). */
export const image = (fajlnev: string, mime: string, bytes: Buffer, urlMime = mime) => ({
  fajlnev,
  mime,
  tartalom: `data:${urlMime};base64,${bytes.toString('base64')}`,
});

interface ReportShape {
  kepek?: { fajlnev: string; mime: string; tartalom: string }[];
  [text: string]: unknown;
}

/**
 * The report as the shell sends it (multipart/form-data): the texts as fields first, then each
 * image of `kepek` (data URLs, as `image()` makes them) as a `kepek` file part of its declared type.
 */
export function reportForm(report: ReportShape): FormData {
  const form = new FormData();
  const { kepek = [], ...texts } = report;
  for (const [name, value] of Object.entries(texts)) if (value !== undefined) form.append(name, String(value));
  for (const kep of kepek) {
    const bytes = Buffer.from(kep.tartalom.slice(kep.tartalom.indexOf(',') + 1), 'base64');
    form.append('kepek', new Blob([bytes], { type: kep.mime }), kep.fajlnev);
  }
  return form;
}

/** POST /api/user/report-issue as multipart. */
export const postReport = <T = Record<string, unknown>>(client: Client, report: ReportShape) =>
  client.request<T>('POST', '/api/user/report-issue', { form: reportForm(report) });
