// POST /api/user/change-password (staff-area.md §7): message; the session is renewed. The
// service ends every session of the person; this handler gives the caller a new one.
import { AUTH_MESSAGES as M, ChangePasswordBody, type OkMessage } from '@tavollet/contract/api/auth';
import type { ApiArea } from '../../http/route.ts';
import { staffActor } from '../../http/context.ts';
import { changePassword } from '../../services/auth/staff-auth.ts';
import type { Services } from '../../services/deps.ts';

export function changePasswordRoute(area: ApiArea, s: Services): void {
  area.route(
    { method: 'POST', path: '/change-password', permission: 'staff', body: ChangePasswordBody, limit: '2kb' },
    async (ctx, { body }) => {
      const actor = staffActor(ctx);
      await changePassword(s, actor, body);
      await s.staffSessions.start(ctx, actor.id);
      const answer: OkMessage = { ok: true, message: M.changePasswordDone };
      ctx.body = answer;
    },
  );
}
