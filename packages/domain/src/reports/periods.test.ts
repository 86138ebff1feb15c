import { describe, expect, it } from 'vitest';
import { billingPeriod } from '../billing';
import { wallToEpochMs } from '../format/zone';
import { choiceSentence, defaultPeriodRange, periodOf, periodsBetween } from './periods';

const at = (y: number, m: number, d: number, h = 0) => wallToEpochMs(y, m, d, h) / 1000;

describe('report periods', () => {
  it('cuts days and calendar months at Shanghai midnight', () => {
    expect(periodOf('day', at(2026, 11, 25, 23))).toEqual({
      start: at(2026, 11, 25),
      end: at(2026, 11, 26),
      label: '2026-11-25',
    });
    expect(periodOf('month', at(2026, 12, 31, 23))).toEqual({
      start: at(2026, 12, 1),
      end: at(2027, 1, 1),
      label: '2026年12月',
    });
  });

  it('cuts billing periods on the 26th, as the bills do', () => {
    const p = periodOf('billingMonth', at(2026, 11, 26));
    expect(p).toEqual({
      start: billingPeriod(at(2026, 11, 26), 'month').start,
      end: at(2026, 12, 26),
      label: '2026年12月',
    });
    expect(periodOf('billingQuarter', at(2026, 12, 26)).label).toBe('2027年第1季度');
  });

  it('lists every period overlapping an inclusive range, each ending where the next starts', () => {
    const days = periodsBetween('day', at(2026, 2, 27, 12), at(2026, 3, 2));
    expect(days.map((d) => d.label)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    for (let i = 1; i < days.length; i++) expect(days[i].start).toBe(days[i - 1].end);
    expect(periodsBetween('month', 10, 5)).toEqual([]);
  });

  it('defaults to a count of periods ending with the current one', () => {
    const now = at(2026, 11, 25, 10);
    const range = defaultPeriodRange('billingMonth', now, 12);
    expect(periodsBetween('billingMonth', range.from, range.to)).toHaveLength(12);
    expect(range.to).toBe(now);
  });

  it('says a closed choice as a sentence', () => {
    expect(choiceSentence(['按月', '按季度', '按半年', '按年'])).toBe('按月、按季度、按半年或按年');
    expect(choiceSentence(['按日'])).toBe('按日');
  });
});
