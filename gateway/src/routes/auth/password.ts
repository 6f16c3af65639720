// Invitation and password-reset calls (staff-area.md §7): verify, setpassword, resetpassword.
import type Router from '@koa/router';
import { AUTH_MESSAGES as M, ResetPasswordBody, SetPasswordBody, TokenQuery } from '@tavollet/contract/api/auth';
import type { OkMessage, VerifyAnswer } from '@tavollet/contract/api/auth';
import { endpoint } from '../../http/endpoint.ts';
import { requestReset, setPassword, verifyInvite } from '../../services/staff-auth.ts';
import type { Services } from '../../services/deps.ts';

export function passwordRoutes(router: Router, s: Services): void {
  router.get(
    '/verify',
    endpoint({ query: TokenQuery }, async (ctx, { query }) => {
      const answer: VerifyAnswer = { ok: true, message: M.inviteValid, user: await verifyInvite(s, query.token) };
      ctx.body = answer;
    }),
  );

  router.post(
    '/setpassword',
    endpoint({ query: TokenQuery, body: SetPasswordBody, limit: '2kb' }, async (ctx, { query, body }) => {
      await setPassword(s, ctx, query.token, body);
      const answer: OkMessage = { ok: true, message: M.setPasswordDone };
      ctx.body = answer;
    }),
  );

  router.post(
    '/resetpassword',
    endpoint({ body: ResetPasswordBody, limit: '2kb' }, async (ctx, { body }) => {
      await requestReset(s, ctx, body);
      const answer: OkMessage = { ok: true, message: M.resetAccepted };
      ctx.body = answer;
    }),
  );
}
