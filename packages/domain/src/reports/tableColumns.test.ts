import { describe, expect, it } from 'vitest';
import type { DimensionDef } from './types';
import { reportColumnChoices, shownReportColumns } from './tableColumns';

// A report's table columns a user sets, and what its export writes after the rows' name.
const def = {
  measures: [
    { key: 'orders', label: '订单数', source: 's', agg: 'count', format: 'int' },
    { key: 'amount', label: '金额', source: 's', agg: 'sum', column: 'paid', format: 'money', unit: '元' },
    { key: 'inner', label: '内部', source: 's', agg: 'count', format: 'int', hidden: true },
  ],
  ratios: [{ key: 'payRate', label: '支付率', numerator: 'orders', denominator: 'orders', format: 'percent' }],
} as const;
const byPeriod = { key: 'period', label: '周期', kind: 'period' } as DimensionDef;
const byStore = { key: 'storeId', label: '门店', kind: 'column', column: 'store_id' } as DimensionDef;

describe('the columns of a report table', () => {
  it('offers 起止时间 for rows of periods, then the figures with their units (hidden measures not)', () => {
    expect(reportColumnChoices(def as never, byPeriod)).toEqual([
      { key: 'range', title: '起止时间' },
      { key: 'orders', title: '订单数' },
      { key: 'amount', title: '金额(元)' },
      { key: 'payRate', title: '支付率' },
    ]);
    expect(reportColumnChoices(def as never, byStore).map((c) => c.key)).toEqual(['orders', 'amount', 'payRate']);
  });

  it('exports the asked columns of these rows in the asked order, each once; else all', () => {
    expect(shownReportColumns(def as never, byPeriod, ['payRate', 'range', 'payRate', 'label', 'inner'])).toEqual([
      'payRate',
      'range',
    ]);
    // 起止时间 is no column of rows by store.
    expect(shownReportColumns(def as never, byStore, ['range', 'amount'])).toEqual(['amount']);
    expect(shownReportColumns(def as never, byStore, undefined)).toEqual(['orders', 'amount', 'payRate']);
    expect(shownReportColumns(def as never, byStore, 'amount')).toEqual(['orders', 'amount', 'payRate']);
    expect(shownReportColumns(def as never, byStore, ['nothing'])).toEqual(['orders', 'amount', 'payRate']);
  });
});
