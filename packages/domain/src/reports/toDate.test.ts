import { describe, expect, it } from 'vitest';
import { wallToEpochMs } from '../format/zone';
import { changeText, toDateAndBefore } from './toDate';

const at = (y: number, m: number, d: number, h = 0) => wallToEpochMs(y, m, d, h) / 1000;

describe('this month to date and the same days before', () => {
  it('compares 1 December with 1 November, and 1–15 December with 1–15 November', () => {
    const first = toDateAndBefore('month', at(2026, 12, 1, 9));
    expect(first.current).toEqual({ start: at(2026, 12, 1), end: at(2026, 12, 2), label: '12月1日–12月1日' });
    expect(first.before).toEqual({ start: at(2026, 11, 1), end: at(2026, 11, 2), label: '11月1日–11月1日' });
    const mid = toDateAndBefore('month', at(2026, 12, 15, 23));
    expect([mid.current.label, mid.before.label, mid.whole.label]).toEqual([
      '12月1日–12月15日',
      '11月1日–11月15日',
      '12月1日–12月31日',
    ]);
  });

  it('cuts a shorter month before at its end, and crosses the year', () => {
    expect(toDateAndBefore('month', at(2027, 3, 31, 12)).before.label).toBe('2月1日–2月28日');
    expect(toDateAndBefore('month', at(2027, 1, 3)).before).toMatchObject({
      start: at(2026, 12, 1),
      label: '12月1日–12月3日',
    });
  });

  it('counts the billing period of 财务账单 from the 26th', () => {
    const b = toDateAndBefore('billingMonth', at(2026, 12, 1, 9));
    expect([b.current.label, b.before.label, b.whole.label]).toEqual([
      '11月26日–12月1日',
      '10月26日–11月1日',
      '11月26日–12月25日',
    ]);
    expect(toDateAndBefore('billingMonth', at(2026, 12, 26)).current.label).toBe('12月26日–12月26日');
  });
});

describe('较上月', () => {
  it('is a signed percentage, and "-" with nothing before to compare with', () => {
    expect(changeText(150, 100)).toBe('+50.0%');
    expect(changeText(3, 100)).toBe('-97.0%');
    expect(changeText(0, 0)).toBe('-');
    expect(changeText(5, 0)).toBe('-');
    expect(changeText(null, 1)).toBe('-');
  });
});
