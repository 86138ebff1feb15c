import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { FIRST_SIGN_IN_CALLS, NO_CONTROL_CALLS, isPassCall } from '@coach/domain';
import type { Database } from './db';
import type { Authz } from './auth/authz';
import type { SessionRecord } from './auth/session';
import type { AuthService, ResolvedSession } from './auth/authService';
import { bindCaller } from './requestLog';
import { BizError, sendForbidden, sendLostSession, sendPasswordChangeRequired } from './envelope';

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
  /**
   * The call is a lookup of a page the user holds, not granted by itself (`pageLookups`):
   * its answer keeps only what the lookup shows.
   */
  lookupOnly: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext | null;
  }
  interface FastifyContextConfig {
    /**
     * `signed`: no session needed, the handler verifies a signature in the URL.
     * `none`: the gate is not installed at all, not even to read a token (the load balancer's
     * health probes, platform/health.ts): the route must touch no tenant's data.
     */
    auth?: 'signed' | 'none';
  }
}

const noControl = new Set(NO_CONTROL_CALLS);
const firstSignIn = new Set(FIRST_SIGN_IN_CALLS);

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
    lookupOnly: false,
  };
}

/** One callback-style step of a request's gate (a Fastify onRequest hook's shape). */
export type GateStep = (request: FastifyRequest, reply: FastifyReply, done: HookDone) => void;

const through: GateStep = (_request, _reply, done) => done();

/**
 * Installs the gate on every API route as it is registered (`onRoute`), with what the route
 * decides fixed once: its path, whether it is open, whether its path needs a grant. A call
 * then pays for its session and grant only (no path parsing, no route lookup per call).
 * `afterAdmit` runs once the caller is known (the per-user rate limit). Returns the gate for
 * calls no route answers, which the not-found handler runs: the administrator is told the
 * call does not exist, anyone else that they may not make it (deny by default).
 */
export function registerAuthGate(
  app: FastifyInstance,
  auth: AuthService,
  database: Database,
  afterAdmit: GateStep = through,
): GateStep {
  app.decorateRequest('ctx', null);

  const settle = (
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookDone,
    resolved: ResolvedSession | null,
    route: GatedRoute,
  ) => {
    const ctx = resolved ? contextOf(resolved) : null;
    // From here on the request's log lines name its user and tenant (requestLog.ts).
    if (ctx) bindCaller(request, reply, ctx);
    if (route.open) {
      request.ctx = ctx;
      return ctx ? afterAdmit(request, reply, done) : done();
    }
    if (!ctx) return void sendLostSession(reply);
    request.ctx = ctx;
    // An initial (or reset) password is changed before anything else is done with it.
    if (ctx.authz.mustChangePassword && !firstSignIn.has(route.path)) return void sendPasswordChangeRequired(reply);
    if (!ctx.isAdmin && route.controlled && !ctx.apis.has(route.path)) {
      if (!resolved!.lookups.has(route.path)) return void sendForbidden(reply);
      ctx.lookupOnly = true;
    }
    // An account bound to a channel (channel users, and any account given a channel) acts for
    // that channel only: the header cannot move it to another one.
    if (ctx.isChannel || ctx.channelId || !request.headers['bbxc-channel-id']) return afterAdmit(request, reply, done);
    applyChannelHeader(request, ctx, database, auth).then(() => afterAdmit(request, reply, done), done);
  };

  // Callback style on purpose: with the session in this process's copy (nearly every call)
  // the gate decides synchronously, which keeps auth + permission near a bare route's cost.
  const gateOf =
    (route: GatedRoute): GateStep =>
    (request, reply, done) => {
      const header = request.headers['ctl-token'];
      if (typeof header !== 'string' || !header) return route.open ? done() : void sendLostSession(reply);
      const local = auth.resolveLocal(header);
      if (local !== undefined) return settle(request, reply, done, local, route);
      auth.resolve(header).then((resolved) => settle(request, reply, done, resolved, route), done);
    };

  app.addHook('onRoute', (route) => {
    // Route patterns (`/api/course/inner/filing/:subpath/list`) are what resources name.
    if (!route.url.startsWith('/api/')) return;
    const auth = (route.config as { auth?: string } | undefined)?.auth;
    // Health probes: no session, no grant, no per-user limit; nothing a token could change.
    if (auth === 'none') return;
    // Routes that prove the caller another way (a signed download URL an <img> tag can use)
    // say so in their config and check it themselves.
    const open = isPassCall(route.url) || auth === 'signed';
    const own =
      route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [gateOf(gatedRoute(route.url, open)), ...own];
  });

  return (request, reply, done) => {
    const path = request.url.split('?', 1)[0];
    if (!path.startsWith('/api/')) return done();
    gateOf(gatedRoute(path, isPassCall(path)))(request, reply, done);
  };
}

interface GatedRoute {
  path: string;
  open: boolean;
  /** False for the no-control calls every signed-in user may make. */
  controlled: boolean;
}

const gatedRoute = (path: string, open: boolean): GatedRoute => ({ path, open, controlled: !noControl.has(path) });

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
    const rows = await database.rows(
      sql`SELECT 1 FROM bbxc_channel WHERE id = ${header} AND tenant_id = ${ctx.tenantId} AND deleted = 0`,
    );
    return rows.length > 0 ? true : undefined;
  });
  if (!found) throw new BizError('渠道不存在', '404');
  ctx.channelId = header;
}
