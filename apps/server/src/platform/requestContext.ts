import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { NO_CONTROL_CALLS, isPassCall } from '@coach/domain';
import type { Database } from './db';
import type { Authz } from './auth/authz';
import type { SessionRecord } from './auth/session';
import type { AuthService, ResolvedSession } from './auth/authService';
import { BizError, sendForbidden, sendLostSession } from './envelope';

/** Who is calling and what they may see; resolved once per request by the auth hook. */
export interface RequestContext {
  token: string;
  userId: string;
  tenantId: string;
  isAdmin: boolean;
  isChannel: boolean;
  enterpriseType: number;
  /** Channel the request acts for: the session's for channel users, the header's for staff. */
  channelId: string | null;
  schoolId: string | null;
  storeId: string | null;
  session: SessionRecord;
  authz: Authz;
  /** Api paths the user's roles grant. */
  apis: ReadonlySet<string>;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext | null;
  }
  interface FastifyContextConfig {
    /** `signed`: no session needed, the handler verifies a signature in the URL. */
    auth?: 'signed';
  }
}

const noControl = new Set(NO_CONTROL_CALLS);

/** The context of an authenticated call; handlers of protected routes can rely on it. */
export function ctxOf(request: FastifyRequest): RequestContext {
  if (!request.ctx) throw new BizError('登录已失效，请重新登录', '000002');
  return request.ctx;
}

/**
 * The one gate of the API (deny by default): `.pass` calls are open; every other call needs a
 * live session, and unless the call is no-control or the user is an administrator, one of the
 * user's roles must grant the call's path.
 */
function contextOf(resolved: ResolvedSession): RequestContext {
  const { authz } = resolved;
  return {
    token: resolved.token,
    userId: authz.userId,
    tenantId: authz.tenantId,
    isAdmin: authz.isAdmin,
    isChannel: authz.isChannel,
    enterpriseType: authz.enterpriseType,
    channelId: authz.channelId,
    schoolId: authz.schoolId,
    storeId: authz.storeId,
    session: resolved.record,
    authz,
    apis: resolved.apis,
  };
}

export function registerAuthGate(app: FastifyInstance, auth: AuthService, database: Database) {
  app.decorateRequest('ctx', null);

  /** Permission and channel checks once the caller is known. */
  const admit = (request: FastifyRequest, reply: FastifyReply, ctx: RequestContext | null, routePath: string, done: HookDone) => {
    if (!ctx) return void sendLostSession(reply);
    request.ctx = ctx;
    if (!ctx.isAdmin && !noControl.has(routePath) && !ctx.apis.has(routePath)) return void sendForbidden(reply);
    // An account bound to a channel (channel users, and any account given a channel) acts for
    // that channel only: the header cannot move it to another one.
    if (ctx.isChannel || ctx.channelId || !request.headers['bbxc-channel-id']) return done();
    applyChannelHeader(request, ctx, database, auth).then(() => done(), done);
  };

  // Callback style on purpose: with the session in this process's copy (nearly every call)
  // the gate decides synchronously, which keeps auth + permission near a bare route's cost.
  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?', 1)[0];
    if (!path.startsWith('/api/')) return done();
    const header = request.headers['ctl-token'];
    const token = typeof header === 'string' ? header : undefined;
    // Routes that prove the caller another way (a signed download URL an <img> tag can use)
    // say so in their config and check it themselves.
    // (routeOptions is a getter that builds an object: read once.)
    const route = request.routeOptions;
    const open = isPassCall(path) || (route.config as { auth?: string } | undefined)?.auth === 'signed';
    if (!token) return open ? done() : void sendLostSession(reply);
    const local = auth.resolveLocal(token);
    const settle = (resolved: ResolvedSession | null) => {
      const ctx = resolved ? contextOf(resolved) : null;
      if (open) {
        request.ctx = ctx;
        return done();
      }
      // Route patterns (`/api/course/inner/filing/:subpath/list`) are what resources name.
      admit(request, reply, ctx, route.url ?? path, done);
    };
    if (local !== undefined) return settle(local);
    auth.resolve(token).then(settle, done);
  });
}

type HookDone = (error?: Error) => void;

/**
 * Staff acting in the channel area name the channel in `bbxc-channel-id`; it must belong to
 * their tenant. A channel user always acts for its own channel, whatever the header says.
 */
async function applyChannelHeader(request: FastifyRequest, ctx: RequestContext, database: Database, auth: AuthService) {
  if (ctx.isChannel || ctx.channelId) return;
  const header = request.headers['bbxc-channel-id'];
  if (typeof header !== 'string' || !header) return;
  if (!/^\d{1,19}$/.test(header)) throw new BizError('渠道不存在', '404');
  // Checked once per user and channel while the user's process-local copy lives (seconds),
  // not on every call of a page: a channel deleted meanwhile is refused when the copy expires.
  const found = await auth.derive(ctx.userId, `channel:${header}`, async () => {
    const rows = await database.rows(sql`SELECT 1 FROM bbxc_channel WHERE id = ${header} AND tenant_id = ${ctx.tenantId} AND deleted = 0`);
    return rows.length > 0 ? true : undefined;
  });
  if (!found) throw new BizError('渠道不存在', '404');
  ctx.channelId = header;
}
