import { z } from 'zod';

/**
 * The kinds of value an environment variable takes (configSchema.ts declares each variable with
 * one of them). Every kind reads unset and empty alike, as the default: `PORT=` in a unit file
 * or a compose file means "not set", never 0 or the current folder. A bad value becomes one
 * issue whose message says what the variable takes; checkEnv puts it after `NAME=value 无效：应为`.
 */
const blank = (value: string | undefined): value is undefined => value === undefined || value.trim() === '';

const switchWords = ['on', 'off', 'true', 'false', '1', '0', 'yes', 'no'] as const;

/** on/off/true/false/1/0/yes/no in any case read alike. */
export function onOff(fallback: boolean) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (blank(value)) return fallback;
      const word = value.trim().toLowerCase();
      if (!(switchWords as readonly string[]).includes(word)) {
        ctx.addIssue({ code: 'custom', message: 'on、off、true、false、1 或 0（不区分大小写）' });
        return z.NEVER;
      }
      return ['on', 'true', '1', 'yes'].includes(word);
    });
}

/** Free text (a path, a URL, a name), trimmed; unset or empty is `fallback`. */
export function text<F extends string | undefined = undefined>(fallback?: F) {
  return z
    .string()
    .optional()
    .transform((value): string | F => (blank(value) ? (fallback as F) : value.trim()));
}

/** One of a few words (any case), read in lower case. */
export function oneOf<const W extends string>(words: readonly W[], fallback: W) {
  return z
    .string()
    .optional()
    .transform((value, ctx): W => {
      if (blank(value)) return fallback;
      const word = value.trim().toLowerCase();
      if (!(words as readonly string[]).includes(word)) {
        ctx.addIssue({ code: 'custom', message: words.join('、') + ' 之一' });
        return z.NEVER;
      }
      return word as W;
    });
}

/** A day: longer than any wait anyone means; a typo of extra zeros is refused instead of obeyed. */
export const MAX_WAIT_MS = 86_400_000;

/**
 * A whole number from `min` (to `max`, when given); `fallback` undefined leaves the default to
 * readConfig (one that depends on another variable). `unit` ends the message (毫秒, 秒).
 */
export function whole<F extends number | undefined>(
  fallback: F,
  { min = 0, max, unit }: { min?: number; max?: number; unit?: string } = {},
) {
  const takes =
    (max === undefined ? `不小于 ${min} 的整数` : `${min} 到 ${max} 之间的整数`) + (unit ? `（${unit}）` : '');
  return z
    .string()
    .optional()
    .transform((value, ctx): number | F => {
      if (blank(value)) return fallback;
      const n = Number(value.trim());
      if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < min || (max !== undefined && n > max)) {
        ctx.addIssue({ code: 'custom', message: takes });
        return z.NEVER;
      }
      return n;
    });
}

/** A decimal number in (min, max] or [min, max]: `exclusiveMin` for "positive". */
export function decimal(
  fallback: number,
  { min, max, exclusiveMin = false }: { min: number; max?: number; exclusiveMin?: boolean },
) {
  const takes =
    max === undefined ? (exclusiveMin ? `大于 ${min} 的数` : `不小于 ${min} 的数`) : `${min} 到 ${max} 之间的数`;
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (blank(value)) return fallback;
      const n = Number(value.trim());
      // A typo must not lift a limit: NaN would let every size through.
      if (!Number.isFinite(n) || (exclusiveMin ? n <= min : n < min) || (max !== undefined && n > max)) {
        ctx.addIssue({ code: 'custom', message: takes });
        return z.NEVER;
      }
      return n;
    });
}

/** A comma list of items, each checked by `item` (undefined: refused); empty items are dropped. */
export function list<T>(item: (text: string) => T | undefined, takes: string) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      const items = (value ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const read: T[] = [];
      for (const text of items) {
        const one = item(text);
        if (one === undefined) {
          ctx.addIssue({ code: 'custom', message: takes });
          return z.NEVER;
        }
        read.push(one);
      }
      return read;
    });
}

/** A Sentinel address: `host:port` (IPv6 as `[::1]:26379`); the port defaults to Sentinel's 26379. */
export function sentinelAddress(item: string): { host: string; port: number } | undefined {
  const match = /^(\[[0-9a-f:]+\]|[^:\s[\]]+)(?::(\d{1,5}))?$/i.exec(item);
  const port = Number(match?.[2] ?? 26379);
  if (!match || port < 1 || port > 65535) return undefined;
  return { host: match[1].replace(/^\[|\]$/g, ''), port };
}

/** COACH_TRUST_PROXY: unset/false/0 → none, a number → hops, else addresses/CIDRs (`true` is refused). */
export function trustProxy() {
  const address = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]+)(\/\d{1,3})?$/i;
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  return z
    .string()
    .optional()
    .transform((value, ctx): false | number | string[] => {
      const text = value?.trim();
      if (!text || text === 'false' || text === '0') return false;
      // `true` would trust any sender's header; a hop count says how many proxies stand in front.
      if (/^\d+$/.test(text)) return Number(text);
      const items = text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (items.some((item) => !address.test(item) && !named.has(item))) {
        ctx.addIssue({
          code: 'custom',
          message: '代理的跳数，或以逗号分隔的地址/CIDR（loopback、linklocal、uniquelocal）',
        });
        return z.NEVER;
      }
      return items;
    });
}
