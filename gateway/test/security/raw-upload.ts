// A bare node:http POST for upload tests: the body is one Buffer written as it is (no copy per
// request, so a flood does not inflate the test process's own memory), and the answer is taken
// whenever it comes, also before the whole body was sent.
import http from 'node:http';
import type { Client } from '../support/client.ts';

export interface RawAnswer {
  status: number;
  body: Record<string, unknown>;
  /** Whether the whole body had been handed to the socket when the answer's headers came. */
  bodyWasSent: boolean;
}

export interface RawPostOptions {
  /** Send only this many bytes of `body` (the Content-Length still announces all of it). */
  sendOnly?: number;
  /** The body's type (a multipart one names its boundary); JSON by default. */
  contentType?: string;
}

export function rawPost(client: Client, path: string, body: Buffer, opts: RawPostOptions = {}): Promise<RawAnswer> {
  const url = new URL(path, client.base);
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return new Promise((resolve, reject) => {
    let sent = false;
    const req = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': opts.contentType ?? 'application/json',
          'content-length': String(body.length),
          cookie,
        },
      },
      (res) => {
        const bodyWasSent = sent;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {}, bodyWasSent });
          req.destroy();
        });
        res.on('error', reject);
      },
    );
    // The server may answer and close before the body is through: that is an answer, not an error.
    req.on('error', (err) => (sent ? undefined : reject(err)));
    if (opts.sendOnly !== undefined) {
      req.write(body.subarray(0, opts.sendOnly));
    } else {
      req.end(body, () => {
        sent = true;
      });
    }
  });
}
