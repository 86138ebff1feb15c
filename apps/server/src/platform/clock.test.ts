import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { readConfig } from '../config';
import { nowOf, TEST_NOW_HEADER } from './clock';

const asking = (value: string) => ({ headers: { [TEST_NOW_HEADER]: value } }) as unknown as FastifyRequest;
const DEC_1 = 1_953_820_800; // 2031-12-01 00:00 Shanghai

describe('the time a figure is counted at', () => {
  it('is the named one on a test server only', () => {
    expect(nowOf(asking(String(DEC_1)), { testClock: true })).toBe(DEC_1);
    const real = nowOf(asking(String(DEC_1)), { testClock: false });
    expect(Math.abs(real - Date.now() / 1000)).toBeLessThan(5);
    // What npm start reads from the environment never turns it on.
    expect(readConfig({ COACH_TEST_CLOCK: '1', TEST_CLOCK: 'true' }, '/tmp').testClock).toBeUndefined();
  });

  it('falls back to the clock on a header that is no time', () => {
    for (const bad of ['', 'abc', '-5', '1.5'])
      expect(Math.abs(nowOf(asking(bad), { testClock: true }) - Date.now() / 1000)).toBeLessThan(5);
  });
});
