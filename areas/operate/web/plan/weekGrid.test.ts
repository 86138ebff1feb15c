import { describe, expect, it } from 'vitest';
import {
  beijingDate,
  beijingTime,
  placePlans,
  proposedDay,
  visibleHours,
  weekFromParam,
  weekStart,
  weekWord,
} from './weekGrid';

// 2026-11-25 (a Wednesday) 10:00 Beijing = 02:00 UTC.
const WED_10 = Date.UTC(2026, 10, 25, 2) / 1000;
const MON = Date.UTC(2026, 10, 22, 16) / 1000; // 2026-11-23 00:00 Beijing

describe('week grid arithmetic', () => {
  it('finds Monday 00:00 Beijing time, also from a Sunday night and a Monday just after midnight', () => {
    expect(weekStart(WED_10)).toBe(MON);
    expect(beijingDate(weekStart(WED_10))).toBe('2026-11-23');
    expect(weekStart(MON + 7 * 86400 - 1)).toBe(MON); // Sunday 23:59:59
    expect(weekStart(MON)).toBe(MON);
    expect(weekStart(MON + 7 * 86400)).toBe(MON + 7 * 86400);
    expect(weekFromParam('2026-11-29')).toBe(MON);
    expect(weekFromParam('2026-11-30')).toBe(MON + 7 * 86400);
    expect(weekFromParam('nonsense', WED_10)).toBe(MON);
    expect(beijingTime(WED_10)).toBe('10:00');
  });

  it('puts overlapping plans of a day side by side and touching ones in one lane', () => {
    const at = (id: string, day: number, from: number, to: number) => ({
      id,
      startTime: MON + day * 86400 + from * 3600,
      endTime: MON + day * 86400 + to * 3600,
    });
    const placed = placePlans(
      [at('a', 0, 8, 10), at('b', 0, 9, 11), at('c', 0, 10, 12), at('d', 0, 14, 16), at('e', 2, 8, 10)],
      MON,
    );
    const of = (id: string) => placed.find((p) => p.plan.id === id)!;
    expect([of('a').lane, of('b').lane, of('c').lane]).toEqual([0, 1, 0]);
    expect([of('a').lanes, of('b').lanes, of('c').lanes, of('d').lanes]).toEqual([2, 2, 2, 1]);
    expect([of('d').day, of('e').day, of('e').lane]).toEqual([0, 2, 0]);
  });

  it('widens the visible hours to hold every plan', () => {
    expect(visibleHours([], MON)).toEqual({ first: 8, last: 18 });
    expect(
      visibleHours(
        [{ id: 'x', startTime: MON + 86400 + 6.5 * 3600, endTime: MON + 86400 + 7.5 * 3600 }],
        MON,
        '08:00',
        '17:30',
      ),
    ).toEqual({ first: 6, last: 18 });
    expect(visibleHours([{ id: 'y', startTime: MON + 19 * 3600, endTime: MON + 21 * 3600 }], MON)).toEqual({
      first: 8,
      last: 21,
    });
  });
});

describe('the week on screen (issue 50.6)', () => {
  const WEEK = 7 * 86400;
  it('names the week shown as the buttons acting on it say it', () => {
    expect(weekWord(MON, WED_10)).toBe('本周');
    expect(weekWord(MON + WEEK, WED_10)).toBe('下周');
    expect(weekWord(MON - WEEK, WED_10)).toBe('上周');
    expect(weekWord(MON + 3 * WEEK, WED_10)).toBe('该周');
  });

  it('proposes a day of the week shown for a new plan', () => {
    expect(proposedDay(MON, WED_10)).toBe('2026-11-26'); // tomorrow, in this week
    const SUNDAY_10 = WED_10 + 4 * 86400;
    expect(proposedDay(MON, SUNDAY_10)).toBe('2026-11-29'); // tomorrow is next week's: today
    expect(proposedDay(MON + WEEK, WED_10)).toBe('2026-11-30'); // next week: its Monday
    expect(proposedDay(MON + WEEK, SUNDAY_10)).toBe('2026-11-30'); // … which is then tomorrow
    expect(proposedDay(MON - WEEK, WED_10)).toBe('2026-11-16');
  });
});
