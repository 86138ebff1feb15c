import { afterEach, describe, it, expect } from 'vitest';
import fc from 'fast-check';
import dayjs from 'dayjs';
import {
  offsetMinutesAt,
  EXPORT_DATE_FORMAT,
  formatDate,
  formatDuration,
  formatExportDate,
  formatTime,
  hhmmToSeconds,
  secondsToHhmm,
  shanghai,
  TIME_ZONE,
  toEpochMs,
  wallFields,
  wallToEpochMs,
  WEEKDAY_NAMES,
  weekdayName,
} from './index';

// The package compiles without Node typings (it also runs in the browser); tests only need
// process.env.TZ, which Node re-reads on assignment, to run under other machine zones.
declare const process: { env: Record<string, string | undefined> };

/** 2026-01-01 00:00:00 in Shanghai = 2025-12-31 16:00 UTC. */
const NEW_YEAR_SEC = 1767196800;

describe('formatTime', () => {
  it.each([[undefined], [null], [0], [''], ['0'], ['  ']])('shows - for missing %j', (v) => {
    expect(formatTime(v)).toBe('-');
  });

  it('reads 10-character values as seconds and 13-character values as milliseconds', () => {
    expect(formatTime(NEW_YEAR_SEC)).toBe('2026-01-01 00:00:00');
    expect(formatTime(NEW_YEAR_SEC * 1000)).toBe('2026-01-01 00:00:00');
    expect(formatTime(String(NEW_YEAR_SEC))).toBe('2026-01-01 00:00:00');
    expect(formatTime(String(NEW_YEAR_SEC * 1000 + 5000))).toBe('2026-01-01 00:00:05');
  });

  it('tells seconds from milliseconds by size, 1950 to 2100 (nine-digit and negative seconds too)', () => {
    // A coach hired 1998-07-01 (899 222 400 s) and a student born 1965-03-02 (−152 611 200 s).
    expect(formatDate(899222400)).toBe('1998-07-01');
    expect(formatDate('899222400')).toBe('1998-07-01');
    expect(formatDate(-152611200)).toBe('1965-03-02');
    const from = Date.UTC(1950, 0, 1) / 1000;
    const to = Date.UTC(2100, 11, 31) / 1000;
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), (seconds) => {
        fc.pre(seconds !== 0);
        const shown = formatTime(new Date(seconds * 1000));
        expect(formatTime(seconds)).toBe(shown);
        expect(formatTime(String(seconds))).toBe(shown);
        // Milliseconds too, but for the 115 days around 1970-01-01 whose milliseconds are seconds' size.
        if (Math.abs(seconds * 1000) >= 1e10) expect(formatTime(seconds * 1000)).toBe(shown);
      }),
      { numRuns: 2000 },
    );
  });

  it('parses date strings as Shanghai wall time, or as the instant when they carry an offset', () => {
    expect(formatTime('2026-01-01 08:30:00')).toBe('2026-01-01 08:30:00');
    expect(formatTime('2026/1/2')).toBe('2026-01-02 00:00:00');
    expect(formatTime('2025-12-31T16:00:00Z')).toBe('2026-01-01 00:00:00');
    expect(formatTime('2026-01-01T00:00:00+09:00')).toBe('2025-12-31 23:00:00');
  });

  it('accepts Date and dayjs values', () => {
    expect(formatTime(new Date(NEW_YEAR_SEC * 1000))).toBe('2026-01-01 00:00:00');
    expect(formatTime(dayjs(NEW_YEAR_SEC * 1000))).toBe('2026-01-01 00:00:00');
  });

  it.each([['abc'], ['2026-02-30'], ['2026-01-01 24:00:00'], [NaN], [new Date(NaN)]])(
    'shows - for unparseable %j',
    (v) => {
      expect(formatTime(v as never)).toBe('-');
    },
  );

  it('uses the given format, with Z printing the Shanghai offset', () => {
    expect(formatTime(NEW_YEAR_SEC, 'YYYY年MM月DD日 HH:mm')).toBe('2026年01月01日 00:00');
    expect(formatTime(NEW_YEAR_SEC, 'HH:mm Z ZZ [Z]')).toBe('00:00 +08:00 +0800 Z');
  });

  it('formats dates and export dates', () => {
    expect(formatDate(NEW_YEAR_SEC)).toBe('2026-01-01');
    expect(formatDate(0)).toBe('-');
    expect(EXPORT_DATE_FORMAT).toBe('YYYY-M-D H:m:s');
    expect(formatExportDate('2026-03-04 05:06:07')).toBe('2026-3-4 5:6:7');
  });
});

describe('time zone independence', () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  // 2026-03-07 16:00 UTC is already Sunday 2026-03-08 00:00 in Shanghai; 18:30 UTC is
  // 02:30 Shanghai, inside New York's DST gap of that day (where dayjs.tz goes wrong).
  const nearMidnight = Date.UTC(2026, 2, 7, 16, 0, 0) / 1000;
  const inNewYorkGap = Date.UTC(2026, 2, 7, 18, 30, 0) / 1000;

  it.each(['UTC', 'America/New_York', 'Europe/London', 'Pacific/Kiritimati', 'America/St_Johns', 'Asia/Shanghai'])(
    'gives Shanghai results with TZ=%s',
    (tz) => {
      process.env.TZ = tz;
      // The process zone really changed (otherwise this test would prove nothing).
      const expectedOffset = {
        UTC: 0,
        'America/New_York': 300,
        'Europe/London': 0,
        'Pacific/Kiritimati': -840,
        'America/St_Johns': 210,
        'Asia/Shanghai': -480,
      }[tz];
      expect(new Date(Date.UTC(2026, 0, 15)).getTimezoneOffset()).toBe(expectedOffset);

      expect(formatTime(nearMidnight)).toBe('2026-03-08 00:00:00');
      expect(formatDate(nearMidnight - 1)).toBe('2026-03-07');
      expect(formatTime(inNewYorkGap)).toBe('2026-03-08 02:30:00');
      expect(weekdayName(nearMidnight)).toBe('星期日');
      expect(toEpochMs('2026-03-08 02:30:00')).toBe(inNewYorkGap * 1000);
      expect(toEpochMs('2026-03-29 01:30:00')).toBe(Date.UTC(2026, 2, 28, 17, 30));
      expect(shanghai(nearMidnight).unix()).toBe(nearMidnight);
      expect(shanghai(nearMidnight).format('YYYY-MM-DD HH:mm')).toBe('2026-03-08 00:00');
    },
  );

  it('follows the zone history (Shanghai DST of 1986-1991)', () => {
    process.env.TZ = 'UTC';
    expect(formatTime('1988-07-01 12:00:00', 'HH:mm Z')).toBe('12:00 +09:00');
    expect(formatTime('1992-07-01 12:00:00', 'HH:mm Z')).toBe('12:00 +08:00');
  });
});

describe('offsetMinutesAt', () => {
  // The offset is kept per UTC hour: asked in any order, it must be what Intl says at the
  // instant itself, the zone changes of 1901 (local mean time) and 1986-1991 included.
  const intlOffset = (ms: number) => {
    const whole = Math.floor(ms / 1000) * 1000;
    const wall = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Shanghai',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(new Date(whole))
      .reduce<Record<string, number>>((p, part) => ({ ...p, [part.type]: Number(part.value) }), {});
    return Math.round(
      (Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - whole) / 60000,
    );
  };
  it('agrees with Intl at any instant, before and after the same hour was asked', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1899, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.integer({ min: 0, max: 3_599_999 }),
        (ms, step) => {
          const hourStart = Math.floor(ms / 3_600_000) * 3_600_000;
          expect(offsetMinutesAt(ms)).toBe(intlOffset(ms));
          expect(offsetMinutesAt(hourStart + step)).toBe(intlOffset(hourStart + step));
        },
      ),
      { numRuns: 2000 },
    );
    // 4 000 Intl formats: ~1 s alone, several on a machine busy with other suites.
  }, 30_000);
  it('is exact around zone changes, one inside an hour', () => {
    // 1991-04-14 02:00 +08:00 became 03:00 +09:00; 1991-09-15 02:00 +09:00 went back to 01:00;
    // local mean time (+08:05:43) ended at 1900-12-31 15:54:17 UTC, inside a UTC hour.
    expect(offsetMinutesAt(Date.UTC(1900, 11, 31, 15, 10))).toBe(486);
    expect(offsetMinutesAt(Date.UTC(1900, 11, 31, 15, 55))).toBe(480);
    for (const change of [Date.UTC(1991, 3, 13, 18), Date.UTC(1991, 8, 14, 17), Date.UTC(1900, 11, 31, 15, 54, 17)]) {
      for (const delta of [-3_600_000, -1000, 0, 1000, 1_800_000, 3_600_000])
        expect(offsetMinutesAt(change + delta)).toBe(intlOffset(change + delta));
    }
  });
});

describe('wall time conversion', () => {
  // From 1992 on: during the 1986-1991 summer time one wall hour a year occurred twice.
  it('wallFields and wallToEpochMs are inverse for any instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1992, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const f = wallFields(ms);
        expect(wallToEpochMs(f.year, f.month, f.day, f.hour, f.minute, f.second, ms % 1000)).toBe(ms);
        expect(f.weekday).toBe(new Date(Date.UTC(f.year, f.month - 1, f.day)).getUTCDay());
      }),
      { numRuns: 1000 },
    );
  });
});

describe('shanghai', () => {
  it('returns a dayjs of the instant in Asia/Shanghai', () => {
    expect(TIME_ZONE).toBe('Asia/Shanghai');
    const d = shanghai('2026-12-26 00:00:00');
    expect(d.unix()).toBe(Date.UTC(2026, 11, 25, 16) / 1000);
    expect(d.format('YYYY-MM-DD HH:mm:ss Z')).toBe('2026-12-26 00:00:00 +08:00');
    expect(shanghai('nonsense').isValid()).toBe(false);
    expect(Math.abs(shanghai().valueOf() - Date.now())).toBeLessThan(1000);
  });
});

describe('hhmmToSeconds / secondsToHhmm', () => {
  it.each([
    ['08:30', 30600],
    ['8:30', 30600],
    ['00:00', 0],
    ['23:59', 86340],
    ['24:00', 86400],
    ['08:30:15', 30615],
  ])('%s -> %i', (text, seconds) => {
    expect(hhmmToSeconds(text)).toBe(seconds);
  });

  it.each([['24:01'], ['08:60'], ['abc'], [''], [null], ['8.30']])('refuses %j', (text) => {
    expect(hhmmToSeconds(text)).toBeUndefined();
  });

  it.each([
    [30600, '08:30'],
    [0, '00:00'],
    [86400, '24:00'],
    [30659, '08:30'],
  ])('%i -> %s', (seconds, text) => {
    expect(secondsToHhmm(seconds)).toBe(text);
  });

  it('shows - for missing or negative seconds', () => {
    expect(secondsToHhmm(undefined)).toBe('-');
    expect(secondsToHhmm(-1)).toBe('-');
  });

  it('round-trips every minute of the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1440 }), (minutes) => {
        expect(hhmmToSeconds(secondsToHhmm(minutes * 60))).toBe(minutes * 60);
      }),
    );
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0秒'],
    [4, '4秒'],
    [61, '1分钟1秒'],
    [3600, '1小时0分钟0秒'],
    [93784, '1天2小时3分钟4秒'],
    [86400 * 3 + 5, '3天0小时0分钟5秒'],
    [59.9, '59秒'],
  ])('%d seconds -> %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('shows - when missing', () => {
    expect(formatDuration(undefined)).toBe('-');
    expect(formatDuration(null)).toBe('-');
    expect(formatDuration(-3)).toBe('-');
  });
});

describe('weekdays', () => {
  it('lists Monday to Sunday', () => {
    expect(WEEKDAY_NAMES).toEqual(['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日']);
  });

  it.each([
    [1, '星期一'],
    [6, '星期六'],
    [7, '星期日'],
    [0, '星期日'],
    ['3', '星期三'],
  ])('day number %j -> %s', (n, name) => {
    expect(weekdayName(n)).toBe(name);
  });

  it('names the Shanghai weekday of a time', () => {
    // Monday 2026-03-09 00:30 Shanghai is still Sunday in UTC.
    expect(weekdayName(Date.UTC(2026, 2, 8, 16, 30) / 1000)).toBe('星期一');
    expect(weekdayName('2026-03-15')).toBe('星期日');
    expect(weekdayName(undefined)).toBe('-');
    expect(weekdayName('nonsense')).toBe('-');
  });
});
