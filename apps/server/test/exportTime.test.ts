import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDate, formatExportDate } from '@coach/domain';
import { exportDate, exportDateTime } from '../src/platform/export/exportTime';

describe('export dates', () => {
  it('write exactly what formatExportDate writes', () => {
    const seconds = fc.integer({ min: 0, max: 4_102_444_800 }); // 1970 to 2100
    fc.assert(
      fc.property(seconds, (s) => {
        expect(exportDateTime(s)).toBe(formatExportDate(s));
        expect(exportDateTime(s * 1000)).toBe(formatExportDate(s * 1000));
        expect(exportDateTime(String(s))).toBe(formatExportDate(String(s)));
        expect(exportDate(s)).toBe(formatDate(s, 'YYYY-M-D'));
      }),
      { numRuns: 3000 },
    );
  });

  it('handle missing values, texts, Dates and the summer-time years like the domain', () => {
    const samples = [
      null,
      undefined,
      0,
      '0',
      '',
      'garbage',
      '2026-03-04 05:06:07',
      '1988-07-01 12:00:00',
      new Date(Date.UTC(2026, 0, 1)),
      583_711_200,
      1_772_571_967,
    ];
    for (const value of samples) {
      expect(exportDateTime(value)).toBe(formatExportDate(value));
      expect(exportDate(value)).toBe(formatDate(value, 'YYYY-M-D'));
    }
    expect(exportDateTime(1_772_571_967)).toBe('2026-3-4 5:6:7');
  });

  it('write a 1998 hire date and a 1965 birth date in seconds as such, not as 1970', () => {
    expect(exportDate(899_222_400)).toBe('1998-7-1');
    expect(exportDate('899222400')).toBe('1998-7-1');
    expect(exportDate(-152_611_200)).toBe('1965-3-2');
  });
});
