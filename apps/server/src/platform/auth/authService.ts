import type { Database } from '../db';
import type { KvStore } from '../kv/kvStore';
import type { Bus } from '../bus/bus';
import { authzKey, AUTHZ_TTL_SECONDS, loadAuthz, type Authz } from './authz';
import { SESSION_TTL_SECONDS, sessionKey, startSession, userIdOfToken, type SessionRecord } from './session';
import { TtlCache } from './ttlCache';
import { InFlight } from './inFlight';

/** What the gate needs per request: the session, the user's permissions as a set. */
export interface ResolvedSession {
  token: string;
  record: SessionRecord;
  authz: Authz;
  apis: ReadonlySet<string>;
  /** Lookups the user's pages call (allowed, answered narrowed). */
  lookups: ReadonlySet<string>;
}

// Copies live a few seconds at most; the bus drops them at once when the truth changes.
const LOCAL_TTL_MS = 5_000;

/**
 * Sessions and permissions: the shared store (PostgreSQL or Redis) holds them; each process
 * keeps short-lived copies so the hot path (every API call) does not wait on the store, and
 * the bus tells every process to drop a copy the moment it goes stale (logout, password
 * change, role change).
 */
export class AuthService {
  private readonly sessions = new TtlCache<SessionRecord>(LOCAL_TTL_MS);
  private readonly users = new TtlCache<{ authz: Authz; apis: ReadonlySet<string>; lookups: ReadonlySet<string> }>(
    LOCAL_TTL_MS,
  );
  /** Per-user derived answers (e.g. the serialised `load` result), dropped with the user. */
  private readonly derived = new TtlCache<Map<string, unknown>>(LOCAL_TTL_MS);
  /**
   * Token → its store key and user: the hot path hashes a token once per copy's life, not on
   * every call (a sha256 was a tenth of the `load` call's own work). Tokens that name no user
   * are not kept, so garbage cannot fill it.
   */
  private readonly tokens = new TtlCache<{ key: string; userId: string }>(LOCAL_TTL_MS);
  /**
   * Counts the bus's messages. What a store read returns is kept as a copy only if no message
   * came while it ran (else a logout or role change arriving mid-read would be undone by the
   * copy of what was read before it), and callers after a message never join a read begun
   * before it.
   */
  private epoch = 0;
  private readonly resolving = new InFlight<ResolvedSession | null>();
  private readonly deriving = new InFlight<unknown>();

  constructor(
    private readonly kv: KvStore,
    private readonly database: Database,
    private readonly bus: Bus,
  ) {
    bus.subscribe((message) => {
      this.epoch++;
      if (message.kind === 'session') this.sessions.delete(message.key);
      else {
        this.users.delete(message.id);
        this.derived.delete(message.id);
      }
    });
  }

  /**
   * The session from this process's copies alone, without waiting: `undefined` when the
   * shared store must be asked (the common case, a live copy, costs no promise at all).
   */
  resolveLocal(token: string): ResolvedSession | null | undefined {
    const named = this.tokenOf(token);
    if (!named) return null;
    const { key, userId } = named;
    const record = this.sessions.get(key);
    const user = record && this.users.get(userId);
    if (!record || !user) return undefined;
    if (record.userId !== userId || user.authz.disabled || user.authz.passwordStamp !== record.stamp) return null;
    return { token, record, authz: user.authz, apis: user.apis, lookups: user.lookups };
  }

  resolve(token: string): Promise<ResolvedSession | null> {
    return this.resolving.run(`${this.epoch}:${token}`, () => this.resolveFromStore(token));
  }

  private async resolveFromStore(token: string): Promise<ResolvedSession | null> {
    const named = this.tokenOf(token);
    if (!named) return null;
    const { key, userId } = named;
    const epoch = this.epoch;
    let record = this.sessions.get(key);
    let user = this.users.get(userId);
    if (!record || !user) {
      const [storedSession, storedAuthz] = await this.kv.getMany<unknown>([key, authzKey(userId)]);
      record = storedSession as SessionRecord | undefined;
      if (!record || record.userId !== userId) return null;
      let authz = storedAuthz as Authz | undefined;
      if (!authz) {
        authz = await loadAuthz(this.database, userId);
        if (!authz) return null;
        await this.kv.set(authzKey(userId), authz, AUTHZ_TTL_SECONDS);
      }
      user = { authz, apis: new Set(authz.apis), lookups: new Set(authz.lookups ?? []) };
      if (epoch === this.epoch) {
        this.sessions.set(key, record);
        this.users.set(userId, user);
      }
    }
    if (user.authz.disabled || user.authz.passwordStamp !== record.stamp) return null;
    return { token, record, authz: user.authz, apis: user.apis, lookups: user.lookups };
  }

  private tokenOf(token: string): { key: string; userId: string } | undefined {
    const known = this.tokens.get(token);
    if (known) return known;
    const userId = userIdOfToken(token);
    if (!userId) return undefined;
    const named = { key: sessionKey(token), userId };
    this.tokens.set(token, named);
    return named;
  }

  start(record: Omit<SessionRecord, 'issuedAt'>): Promise<string> {
    return startSession(this.kv, record);
  }

  end(token: string): Promise<void> {
    return this.endKey(sessionKey(token));
  }

  /** Ends the session stored under `key` (强退 names it by its key, never by its token). */
  async endKey(key: string): Promise<void> {
    await this.kv.del(key);
    await this.bus.publish({ kind: 'session', key });
  }

  /** Re-issues the session of this token (e.g. with a new password stamp). */
  async replace(token: string, record: SessionRecord): Promise<void> {
    const key = sessionKey(token);
    await this.kv.set(key, record, SESSION_TTL_SECONDS);
    await this.bus.publish({ kind: 'session', key });
  }

  /** The users' permissions or state changed: every process reloads them. */
  async invalidateUsers(userIds: Iterable<string>): Promise<void> {
    for (const id of userIds) {
      await this.kv.del(authzKey(id));
      await this.bus.publish({ kind: 'user', id });
    }
  }

  /** A derived answer already in this process's copy, without waiting (undefined: not there). */
  derivedLocal<T>(userId: string, name: string): T | undefined {
    return this.derived.get(userId)?.get(name) as T | undefined;
  }

  /**
   * A per-user answer computed once and reused until the user's data changes. `undefined`
   * (nothing found) is not kept: what appears a moment later is found at once.
   */
  derive<T>(userId: string, name: string, build: () => Promise<T>): Promise<T> {
    const bag = this.derived.get(userId);
    if (bag?.has(name)) return Promise.resolve(bag.get(name) as T);
    const epoch = this.epoch;
    return this.deriving.run(`${epoch}:${userId}:${name}`, async () => {
      const value = await build();
      if (value === undefined || epoch !== this.epoch) return value;
      let kept = this.derived.get(userId);
      if (!kept) {
        kept = new Map();
        this.derived.set(userId, kept);
      }
      kept.set(name, value);
      return value;
    }) as Promise<T>;
  }
}
