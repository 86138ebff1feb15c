import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { orderColumns } from './index';

const columns = ['orderNo', 'studentName', 'mobile', 'amount', 'status'].map((key) => ({ key, title: key }));

describe('a table laid out by the user', () => {
  it('shows the named columns in the user order, hidden ones left out, new ones after in their place', () => {
    const shown = orderColumns(columns, {
      columns: [{ key: 'status', fixed: 'left' }, { key: 'mobile', hidden: true }, { key: 'orderNo' }, { key: 'gone' }],
    });
    expect(shown.map((c) => c.key)).toEqual(['status', 'orderNo', 'studentName', 'amount']);
    expect(shown[0].fixed).toBe('left');
    expect(orderColumns(columns, undefined).map((c) => c.key)).toEqual(columns.map((c) => c.key));
  });

  it('moves pinned columns to their side, keeping the user order within each side', () => {
    const shown = orderColumns(columns, {
      columns: [
        { key: 'orderNo' },
        { key: 'amount', fixed: 'right' },
        { key: 'studentName' },
        { key: 'status', fixed: 'left' },
        { key: 'mobile', fixed: 'left' },
      ],
    });
    expect(shown.map((c) => c.key)).toEqual(['status', 'mobile', 'orderNo', 'studentName', 'amount']);
  });

  it('never shows a column twice or one the table lacks, and shows every column not hidden', () => {
    const keys = columns.map((c) => c.key);
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...keys, 'x', 'y']),
        fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
        (order, hidden) => {
          const settings = { columns: order.map((key, i) => ({ key, hidden: hidden[i] })) };
          const shown = orderColumns(columns, settings).map((c) => c.key);
          expect(new Set(shown).size).toBe(shown.length);
          expect(shown.every((k) => keys.includes(k))).toBe(true);
          const hiddenKeys = settings.columns.filter((s) => s.hidden).map((s) => s.key);
          expect(shown.sort()).toEqual(keys.filter((k) => !hiddenKeys.includes(k)).sort());
        },
      ),
    );
  });
});
