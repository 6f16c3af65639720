// The signed-in teacher and their address, as the teacher services take them.
import type { Context } from 'koa';
import { clientIp, currentUser } from '../../../http/context.ts';
import type { Actor } from '../../../services/teacher/rules.ts';

export const actorOf = (ctx: Context): Actor => ({ user: currentUser(ctx), ip: clientIp(ctx) });
