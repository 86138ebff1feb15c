import { afterEach, describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { billingPeriod, billingPeriodsBetween, periodByIndex, type BillingKind } from './billing';

// The package compiles without Node typings (it also runs in the browser); tests only need
// process.env.TZ, which Node re-reads on assignment, to run under other machine zones.
declare const process: { env: Record<string, string | undefined> };

/** Unix seconds of a Shanghai wall time (UTC+8 in every year these tests use). */
const sh = (y: number, m: number, d: number, h = 0, mi = 0, s = 0) => Date.UTC(y, m - 1, d, h - 8, mi, s) / 1000;

const KINDS: BillingKind[] = ['month', 'quarter', 'half', 'year'];

describe('the 25th 23:59:59 / 26th 00:00:00 boundary', () => {
  it('puts 2026-12-26 00:00 Shanghai in January, Q1, H1 and year 2027', () => {
    const t = sh(2026, 12, 26);
    expect(billingPeriod(t, 'month')).toEqual({
      kind: 'month',
      year: 2027,
      index: 1,
      start: t,
      end: sh(2027, 1, 26),
      label: '2027年1月',
    });
    expect(billingPeriod(t, 'quarter')).toEqual({
      kind: 'quarter',
      year: 2027,
      index: 1,
      start: t,
      end: sh(2027, 3, 26),
      label: '2027年第1季度',
    });
    expect(billingPeriod(t, 'half')).toEqual({
      kind: 'half',
      year: 2027,
      index: 1,
      start: t,
      end: sh(2027, 6, 26),
      label: '2027年上半年',
    });
    expect(billingPeriod(t, 'year')).toEqual({
      kind: 'year',
      year: 2027,
      index: 1,
      start: t,
      end: sh(2027, 12, 26),
      label: '2027年',
    });
  });

  it('keeps 2026-12-25 23:59:59 Shanghai in December 2026', () => {
    const t = sh(2026, 12, 25, 23, 59, 59);
    const p = billingPeriod(t, 'month');
    expect([p.year, p.index, p.label, p.start, p.end]).toEqual([2026, 12, '2026年12月', sh(2026, 11, 26), t + 1]);
    expect(billingPeriod(t, 'quarter').label).toBe('2026年第4季度');
    expect(billingPeriod(t, 'half').label).toBe('2026年下半年');
    expect(billingPeriod(t, 'year').label).toBe('2026年');
  });

  it('uses Shanghai midnight, not UTC midnight', () => {
    // 2026-05-25 20:00 UTC is already 2026-05-26 04:00 in Shanghai.
    expect(billingPeriod(Date.UTC(2026, 4, 25, 20) / 1000, 'month').label).toBe('2026年6月');
    // 2026-05-25 15:59:59 UTC is 23:59:59 on the 25th in Shanghai.
    expect(billingPeriod(Date.UTC(2026, 4, 25, 15, 59, 59) / 1000, 'month').label).toBe('2026年5月');
  });

  describe('whatever the process zone', () => {
    const original = process.env.TZ;
    afterEach(() => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });
    it.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Europe/Berlin'])('TZ=%s', (tz) => {
      process.env.TZ = tz;
      expect(billingPeriod(sh(2026, 12, 26), 'month').label).toBe('2027年1月');
      expect(billingPeriod(sh(2026, 12, 26) - 1, 'month').label).toBe('2026年12月');
      expect(periodByIndex(2027, 1, 'quarter').start).toBe(sh(2026, 12, 26));
    });
  });
});

describe('periodByIndex', () => {
  it('names and bounds each kind', () => {
    expect(periodByIndex(2027, 3, 'month')).toMatchObject({
      start: sh(2027, 2, 26),
      end: sh(2027, 3, 26),
      label: '2027年3月',
    });
    expect(periodByIndex(2027, 2, 'quarter')).toMatchObject({
      start: sh(2027, 3, 26),
      end: sh(2027, 6, 26),
      label: '2027年第2季度',
    });
    expect(periodByIndex(2027, 2, 'half')).toMatchObject({
      start: sh(2027, 6, 26),
      end: sh(2027, 12, 26),
      label: '2027年下半年',
    });
  });

  it.each([
    [0, 'month'],
    [13, 'month'],
    [5, 'quarter'],
    [3, 'half'],
    [2, 'year'],
    [1.5, 'month'],
  ] as const)('refuses index %d for %s', (index, kind) => {
    expect(() => periodByIndex(2027, index, kind)).toThrow(RangeError);
  });
});

describe('billingPeriodsBetween', () => {
  it('lists every overlapping period in order, bounds inclusive', () => {
    const list = billingPeriodsBetween(sh(2026, 11, 20), sh(2027, 2, 26), 'month');
    expect(list.map((p) => p.label)).toEqual(['2026年11月', '2026年12月', '2027年1月', '2027年2月', '2027年3月']);
    expect(billingPeriodsBetween(sh(2026, 11, 20), sh(2027, 2, 26) - 1, 'month')).toHaveLength(4);
  });

  it('handles single instants and reversed intervals', () => {
    expect(billingPeriodsBetween(sh(2026, 1, 1), sh(2026, 1, 1), 'quarter').map((p) => p.label)).toEqual([
      '2026年第1季度',
    ]);
    expect(billingPeriodsBetween(sh(2026, 2, 1), sh(2026, 1, 1), 'month')).toEqual([]);
  });

  it('spans years by halves and years', () => {
    expect(billingPeriodsBetween(sh(2025, 6, 30), sh(2026, 12, 26), 'half').map((p) => p.label)).toEqual([
      '2025年下半年',
      '2026年上半年',
      '2026年下半年',
      '2027年上半年',
    ]);
    expect(billingPeriodsBetween(sh(2025, 12, 25), sh(2025, 12, 26), 'year').map((p) => p.year)).toEqual([2025, 2026]);
  });
});

/** Instants from 1992 (Shanghai's offset fixed since late 1991) to 2100. */
const instant = fc.integer({ min: sh(1992, 1, 1), max: sh(2100, 1, 1) });
const kind = fc.constantFrom(...KINDS);

describe('billing period properties', () => {
  it('every instant lies in exactly one month period: start <= t < end', () => {
    fc.assert(
      fc.property(instant, (t) => {
        const p = billingPeriod(t, 'month');
        expect(p.start).toBeLessThanOrEqual(t);
        expect(t).toBeLessThan(p.end);
        // Its neighbours do not contain t.
        const prev = billingPeriod(p.start - 1, 'month');
        const next = billingPeriod(p.end, 'month');
        expect(prev.end).toBe(p.start);
        expect(next.start).toBe(p.end);
        expect(billingPeriodsBetween(t, t, 'month')).toEqual([p]);
      }),
      { numRuns: 1000 },
    );
  });

  it('every kind contains its instant and is found again from its own bounds', () => {
    fc.assert(
      fc.property(instant, kind, (t, k) => {
        const p = billingPeriod(t, k);
        expect(p.start <= t && t < p.end).toBe(true);
        expect(billingPeriod(p.start, k)).toEqual(p);
        expect(billingPeriod(p.end - 1, k)).toEqual(p);
        expect(periodByIndex(p.year, p.index, k)).toEqual(p);
      }),
      { numRuns: 500 },
    );
  });

  it('consecutive periods tile without gaps across years', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1992, max: 2099 }), kind, (year, k) => {
        const count = { month: 12, quarter: 4, half: 2, year: 1 }[k];
        const periods = [...Array(count).keys()].map((i) => periodByIndex(year, i + 1, k));
        periods.push(periodByIndex(year + 1, 1, k));
        for (let i = 1; i < periods.length; i++) expect(periods[i].start).toBe(periods[i - 1].end);
        expect(periods[0].start).toBe(sh(year - 1, 12, 26));
      }),
      { numRuns: 300 },
    );
  });

  it('a quarter contains exactly 3 month periods, a half 6 and a year 12', () => {
    fc.assert(
      fc.property(
        instant,
        fc.constantFrom(['quarter', 3] as const, ['half', 6] as const, ['year', 12] as const),
        (t, [k, n]) => {
          const p = billingPeriod(t, k);
          const months = billingPeriodsBetween(p.start, p.end - 1, 'month');
          expect(months).toHaveLength(n);
          expect(months[0].start).toBe(p.start);
          expect(months[n - 1].end).toBe(p.end);
          for (const m of months) {
            expect(m.year).toBe(p.year);
            expect(billingPeriod(m.start, k)).toEqual(p);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the 25th 23:59:59 and the 26th 00:00:00 fall in consecutive months', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1992, max: 2099 }), fc.integer({ min: 1, max: 12 }), (y, m) => {
        const before = billingPeriod(sh(y, m, 25, 23, 59, 59), 'month');
        const after = billingPeriod(sh(y, m, 26), 'month');
        expect([before.year, before.index]).toEqual([y, m]);
        expect([after.year, after.index]).toEqual(m === 12 ? [y + 1, 1] : [y, m + 1]);
        expect(after.start).toBe(before.end);
      }),
      { numRuns: 300 },
    );
  });
});
