import { Table, Typography } from 'antd';
import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { FieldValue } from './FieldValue';
import type { Row } from './api';

/** The related rows a definition declares for its detail (`detailTables`), one small table each. */
export function DetailTables({ def, data }: { def: ResourceDef; data: Row }) {
  if (!def.detailTables?.length) return null;
  return (
    <>
      {def.detailTables.map((t) => {
        const rows = Array.isArray(data[t.key]) ? (data[t.key] as Record<string, unknown>[]) : [];
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
              columns={t.columns.map((c) => ({
                key: c.key,
                title: c.label,
                dataIndex: c.key,
                width: c.width,
                render: (v: unknown) => <FieldValue field={c} value={v} mode="cell" />,
              }))}
            />
          </div>
        );
      })}
    </>
  );
}
