import type { KvStore } from '../kv/kvStore';

/**
 * Failed logins are counted per account *and* address, so one address cannot lock anyone out:
 * - after `CAPTCHA_AFTER` failures that address is asked for the image code for that account
 *   (with COACH_CAPTCHA on the login page asks at every sign-in already, so it is never skipped;
 *   with it off, in tests and demos, nothing is asked but every count and lock below still holds);
 * - after `ADDRESS_LOCK_AFTER` failures that address is refused for that account for 15 minutes,
 *   the right password too (a guesser gets 5 tries per quarter hour, not the 30 a minute the
 *   address rate limit allows), while the owner signs in from anywhere else;
 * - the account itself is locked only when `lockAddresses` different addresses have each failed
 *   `CAPTCHA_AFTER` times on it within 15 minutes (a guess spread over many machines), and an
 *   administrator can lift that lock (账号管理 解除锁定), which also lifts every address's lock.
 */
export const CAPTCHA_AFTER = 3;
export const ADDRESS_LOCK_AFTER = 5;
export const FAILURE_WINDOW_SECONDS = 15 * 60;
export const LOCK_SECONDS = 15 * 60;

const norm = (account: string) => account.trim().toLowerCase();
const pairKey = (account: string, ip: string) => `loginfail:${norm(account)}:${ip}`;
const addressesKey = (account: string) => `loginaddrs:${norm(account)}`;
const accountLockKey = (account: string) => `loginlock:${norm(account)}`;
const pairLockKey = (account: string, ip: string) => `loginlock:${norm(account)}:${ip}`;
/** When an administrator last lifted the account's locks: address locks set before it no longer hold. */
const liftedKey = (account: string) => `loginlift:${norm(account)}`;
const ipKey = (ip: string) => `loginip:${ip}`;

export type LoginLock = { scope: 'account' | 'address'; retryAfterSeconds: number } | undefined;

/** The lock this address meets for this account now, if any (account-wide first). */
export async function lockOf(kv: KvStore, account: string, ip: string): Promise<LoginLock> {
  const [accountLock, pairLock, lifted] = await kv.getMany<number>([
    accountLockKey(account),
    pairLockKey(account, ip),
    liftedKey(account),
  ]);
  if (accountLock !== undefined) return { scope: 'account', retryAfterSeconds: await kv.ttl(accountLockKey(account)) };
  if (pairLock !== undefined && (lifted === undefined || pairLock > lifted))
    return { scope: 'address', retryAfterSeconds: await kv.ttl(pairLockKey(account, ip)) };
  return undefined;
}

/**
 * Counts a failed login of `account` from `ip` and answers the lock it has now caused, if any.
 * `lockAddresses`: how many addresses with 3 failures each lock the whole account.
 */
export async function recordFailure(
  kv: KvStore,
  account: string,
  ip: string,
  lockAddresses: number,
): Promise<LoginLock> {
  const failures = await kv.incr(pairKey(account, ip), FAILURE_WINDOW_SECONDS);
  if (failures === CAPTCHA_AFTER) {
    const addresses = await kv.incr(addressesKey(account), FAILURE_WINDOW_SECONDS);
    if (lockAddresses > 0 && addresses >= lockAddresses) {
      await kv.set(accountLockKey(account), Date.now(), LOCK_SECONDS);
      await kv.del(addressesKey(account));
      return { scope: 'account', retryAfterSeconds: LOCK_SECONDS };
    }
  }
  if (failures >= ADDRESS_LOCK_AFTER) {
    await kv.set(pairLockKey(account, ip), Date.now(), LOCK_SECONDS);
    await kv.del(pairKey(account, ip));
    return { scope: 'address', retryAfterSeconds: LOCK_SECONDS };
  }
  return undefined;
}

/** A successful login from this address forgets its failures there. */
export async function clearFailures(kv: KvStore, account: string, ip: string): Promise<void> {
  await kv.del(pairKey(account, ip));
}

/** An administrator lifts the account's lock and every address's lock on it; answers whether the account was locked. */
export async function liftLocks(kv: KvStore, account: string): Promise<boolean> {
  const accountLock = await kv.get<number>(accountLockKey(account));
  await kv.del(accountLockKey(account));
  await kv.del(addressesKey(account));
  // Address locks cannot be listed in the store: a lift marks the time, and locks older than it end.
  await kv.set(liftedKey(account), Date.now(), LOCK_SECONDS);
  return accountLock !== undefined;
}

/** Per-IP login attempts in a one-minute window: the seconds to wait when over the limit, else 0. */
export async function ipOverLimit(kv: KvStore, ip: string, perMinute: number): Promise<number> {
  if ((await kv.incr(ipKey(ip), 60)) <= perMinute) return 0;
  return Math.max(1, await kv.ttl(ipKey(ip)));
}

/** The minutes a lock still holds, for its message (at least 1). */
export const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
