// Invitation and password-reset calls (staff-area.md §7): verify, setpassword, resetpassword.
import { AUTH_MESSAGES as M, ResetPasswordBody, SetPasswordBody, TokenQuery } from '@tavollet/contract/api/auth';
import type { OkMessage, VerifyAnswer } from '@tavollet/contract/api/auth';
import type { ApiArea } from '../../http/route.ts';
import { clientIp } from '../../http/context.ts';
import { resetPassword, setPassword, verifyInvite } from '../../services/auth/staff-auth.ts';
import type { Services } from '../../services/deps.ts';

export function passwordRoutes(area: ApiArea, s: Services): void {
  area.route({ method: 'GET', path: '/verify', permission: 'public', query: TokenQuery }, async (ctx, { query }) => {
    const answer: VerifyAnswer = { ok: true, message: M.inviteValid, user: await verifyInvite(s, query.token) };
    ctx.body = answer;
  });

  area.route(
    {
      method: 'POST',
      path: '/setpassword',
      permission: 'public',
      query: TokenQuery,
      body: SetPasswordBody,
      limit: '2kb',
    },
    async (ctx, { query, body }) => {
      await setPassword(s, { ...body, token: query.token, ip: clientIp(ctx) });
      const answer: OkMessage = { ok: true, message: M.setPasswordDone };
      ctx.body = answer;
    },
  );

  area.route(
    { method: 'POST', path: '/resetpassword', permission: 'public', body: ResetPasswordBody, limit: '2kb' },
    async (ctx, { body }) => {
      await resetPassword(s, { ...body, ip: clientIp(ctx) });
      const answer: OkMessage = { ok: true, message: M.resetAccepted };
      ctx.body = answer;
    },
  );
}
