import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Table } from 'antd';
import { tableEmptyText } from './tableEmpty';

// Issue 50.6: a table waiting for its first answer said 暂无数据 under its spinner (财务账单 looked
// empty for 1–3 s); it shows rows to come until the answer, and 暂无数据 only once told so.
const table = (waiting: boolean) => (
  <Table
    rowKey="id"
    loading={waiting}
    dataSource={[]}
    columns={[{ key: 'a', title: 'A' }]}
    locale={{ emptyText: tableEmptyText(waiting) }}
  />
);

describe('what a table without rows shows', () => {
  it('a skeleton, not 暂无数据, while its first answer is on its way', () => {
    render(table(true));
    expect(screen.getByTestId('table-waiting')).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
  });

  it('暂无数据 once the answer has none', () => {
    render(table(false));
    expect(screen.getByText('暂无数据')).toBeTruthy();
    expect(screen.queryByTestId('table-waiting')).toBeNull();
  });
});
