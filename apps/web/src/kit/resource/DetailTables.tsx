import { Table, Typography } from 'antd';
import { detailColumns } from '@coach/domain/resources/index.ts';
import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { FieldCell } from './RecordLink';
import type { Row } from './api';

/** The related rows a definition declares for its detail (`detailTables`), one small table each. */
export function DetailTables({ def, data }: { def: ResourceDef; data: Row }) {
  if (!def.detailTables?.length) return null;
  return (
    <>
      {def.detailTables.map((t) => {
        const rows = Array.isArray(data[t.key]) ? (data[t.key] as Row[]) : [];
        return (
          <div key={t.key} style={{ marginTop: 16 }} data-testid={`detail-table-${t.key}`}>
            <Typography.Title level={5}>{t.title}</Typography.Title>
            <Table
              size="small"
              rowKey={(_, i) => String(i)}
              // A bill's lines run to dozens: paged, and wide columns scroll rather than wrap letter by letter.
              pagination={rows.length > 20 ? { pageSize: 20, size: 'small', showSizeChanger: false } : false}
              scroll={{ x: 'max-content' }}
              dataSource={rows}
              // A cell naming a record (an order's number) opens its detail, as in the lists.
              columns={detailColumns(t).map((c) => ({
                key: c.key,
                title: c.label,
                dataIndex: c.key,
                width: c.width,
                render: (v: unknown, row: Row) => <FieldCell field={c} value={v} row={row} />,
              }))}
            />
          </div>
        );
      })}
    </>
  );
}
