import type { KvStore } from '../kv/kvStore';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_SECONDS = 15 * 60;
export const LOCK_SECONDS = 15 * 60;

const failKey = (account: string) => `loginfail:${account.toLowerCase()}`;
const lockKey = (account: string) => `loginlock:${account.toLowerCase()}`;
const ipKey = (ip: string) => `loginip:${ip}`;

/** Seconds the account stays locked, 0 when it is not locked. */
export function lockedFor(kv: KvStore, account: string): Promise<number> {
  return kv.ttl(lockKey(account));
}

/** Counts a failed login; the fifth within 15 minutes locks the account for 15 minutes. */
export async function recordFailure(kv: KvStore, account: string): Promise<boolean> {
  const failures = await kv.incr(failKey(account), FAILURE_WINDOW_SECONDS);
  if (failures >= MAX_FAILURES) {
    await kv.set(lockKey(account), 1, LOCK_SECONDS);
    await kv.del(failKey(account));
    return true;
  }
  return false;
}

export async function clearFailures(kv: KvStore, account: string): Promise<void> {
  await kv.del(failKey(account));
}

/** Per-IP login attempts in a one-minute window; true when the IP is over the limit. */
export async function ipOverLimit(kv: KvStore, ip: string, perMinute: number): Promise<boolean> {
  return (await kv.incr(ipKey(ip), 60)) > perMinute;
}
