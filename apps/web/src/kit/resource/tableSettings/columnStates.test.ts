import { describe, expect, it } from 'vitest';
import { columnStates } from './TableTools';

// The 列设置 panel lists every column once: the user's order first, columns added since after.
describe('the column settings panel', () => {
  const columns = ['a', 'b', 'c', 'd'].map((key) => ({ key, title: key.toUpperCase() }));
  it('lists the columns in the saved order with their state, new ones after, gone ones dropped', () => {
    const states = columnStates(columns, {
      columns: [{ key: 'c', fixed: 'left' }, { key: 'gone' }, { key: 'a', hidden: true }],
    });
    expect(states).toEqual([{ key: 'c', fixed: 'left' }, { key: 'a', hidden: true }, { key: 'b' }, { key: 'd' }]);
    expect(columnStates(columns, undefined).map((s) => s.key)).toEqual(['a', 'b', 'c', 'd']);
  });
});
