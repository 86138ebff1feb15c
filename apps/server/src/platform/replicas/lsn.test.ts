import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatLsn, parseLsn } from './lsn';

describe('lsn', () => {
  it('orders positions as PostgreSQL does', () => {
    expect(parseLsn('16/B374D848')! > parseLsn('16/B374D847')!).toBe(true);
    expect(parseLsn('17/0')! > parseLsn('16/FFFFFFFF')!).toBe(true);
    expect(parseLsn('0/0')).toBe(0n);
  });

  it('reads back what it writes', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }), (lsn) => parseLsn(formatLsn(lsn)) === lsn));
  });

  it('refuses what is no position', () => {
    for (const bad of [null, undefined, '', '16', '16/', 'x/1', '1/2/3', 16]) expect(parseLsn(bad)).toBeUndefined();
  });
});
