/**
 * Short-lived shared state: sessions, captchas, login counters, cached permissions.
 * Lives in PostgreSQL (table sys_kv) or Redis, never in process memory, so any number of
 * server processes agree.
 */
export interface KvStore {
  get<T>(key: string): Promise<T | undefined>;
  /** Reads several keys in one round trip (missing or expired keys are undefined). */
  getMany<T>(keys: string[]): Promise<(T | undefined)[]>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Reads and deletes in one step: a single-use value can be taken only once. */
  take<T>(key: string): Promise<T | undefined>;
  /** Adds one and returns the new count; the window starts with the first increment. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  /** Seconds left before the key expires, or 0. */
  ttl(key: string): Promise<number>;
  close(): Promise<void>;
  /**
   * Redis only: answers once Redis does (the ready probe). The database store has none: the
   * probe's own query of the database covers it.
   */
  ping?(): Promise<void>;
}
