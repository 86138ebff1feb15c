import { describe, expect, it } from 'vitest';
import { exportFileName, shownPageTitle } from './exportFlow';
import { extraColumn } from './columns';

// Issue 50.6: a saved export is named after the page it came from and the day.
describe('the name of an exported file', () => {
  it('is the page and the Shanghai day', () => {
    // 2026-11-30 17:00 UTC is 1 December 01:00 in Shanghai.
    expect(exportFileName('财务账单', Date.UTC(2026, 10, 30, 17))).toBe('财务账单_20261201.xlsx');
    expect(exportFileName('a/b: c', Date.UTC(2026, 0, 5, 4))).toBe('abc_20260105.xlsx');
  });

  it('takes the title of the page shown, under the console’s base', () => {
    expect(shownPageTitle('/ui/coach/orders/finBillingMgList')).toBe('财务账单');
    expect(shownPageTitle('/ui/coach/nothing/here')).toBeUndefined();
  });
});

describe('a figure a list call adds beside the fields', () => {
  it('shows thousands separators, right-aligned (渠道成交额)', () => {
    const column = extraColumn('orderAmount', '渠道成交额(元)', { figure: true });
    const render = column.render as (v: unknown) => unknown;
    expect(render('1234567.50')).toBe('1,234,567.50');
    expect(render(12000)).toBe('12,000');
    expect(render(null)).toBe('-');
    expect(column.align).toBe('right');
    expect((extraColumn('roleNames', '角色').render as (v: unknown) => unknown)('12345')).toBe('12345');
  });
});
