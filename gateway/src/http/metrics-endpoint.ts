// GET /metrics for Prometheus (docs/architecture.md "Metrics and health"): mounted only when
// METRICS_TOKEN is set, and answered only to a request carrying `Authorization: Bearer <token>`.
// Both sides are hashed before the comparison, so it takes the same time whatever the token sent
// and its length.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { Unauthenticated } from '../domain/errors.ts';
import type { GatewayMetrics } from '../monitoring/metrics.ts';

export const METRICS_PATH = '/metrics';

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

export function metricsEndpoint(metrics: GatewayMetrics, token: string): Middleware {
  const wanted = digest(token);
  return async (ctx, next) => {
    if (ctx.path !== METRICS_PATH || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    ctx.set('Cache-Control', 'no-store');
    const sent = /^Bearer +(\S+) *$/i.exec(ctx.get('Authorization'))?.[1] ?? '';
    if (!timingSafeEqual(digest(sent), wanted)) {
      ctx.set('WWW-Authenticate', 'Bearer');
      throw new Unauthenticated();
    }
    ctx.type = metrics.contentType;
    ctx.body = await metrics.text();
  };
}
