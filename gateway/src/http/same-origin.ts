// Cross-site request refusal (docs/architecture.md "Gateway: routes, permissions, validation,
// errors"): a state-changing request under /api must come from our own pages. Browsers send
// Sec-Fetch-Site and Origin; requests with neither (curl, server to server) cannot carry a
// victim's browser cookies and pass.
import type { Middleware } from 'koa';
import { Forbidden } from '../domain/errors.ts';
import { ownOrigin } from './context.ts';

export const CROSS_SITE_MESSAGE = 'A kérés más oldalról érkezett, ezért elutasítottuk.';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function sameOrigin(opts: { publicUrl?: string | undefined }): Middleware {
  const publicOrigin = opts.publicUrl ? new URL(opts.publicUrl).origin : null;
  return async (ctx, next) => {
    if (SAFE.has(ctx.method)) return next();
    const site = ctx.get('Sec-Fetch-Site');
    if (site && site !== 'same-origin' && site !== 'none') throw new Forbidden(CROSS_SITE_MESSAGE);
    const origin = ctx.get('Origin');
    if (origin && origin !== ownOrigin(ctx) && origin !== publicOrigin) throw new Forbidden(CROSS_SITE_MESSAGE);
    return next();
  };
}
