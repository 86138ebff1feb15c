import { useState } from 'react';
import { Empty, Switch, Table, Typography, theme } from 'antd';
import type { FieldDef } from '@coach/domain/resources/types.ts';
import { FieldValue } from '@coach/web/kit/resource/index.ts';

/**
 * Before/after of an operation-log entry as a table of fields: changed ones highlighted,
 * unchanged ones hidden unless asked for. Keys are labelled by the logged resource's fields
 * and values shown as the lists show them (enum labels, times).
 */
type Snapshot = Record<string, unknown> | null | undefined;

interface DiffRow {
  key: string;
  label: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

function asObject(value: unknown): Snapshot {
  if (typeof value === 'string') {
    try {
      return asObject(JSON.parse(value));
    } catch {
      return undefined;
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function diffRows(before: unknown, after: unknown, fields: readonly FieldDef[]): DiffRow[] {
  const b = asObject(before) ?? {};
  const a = asObject(after) ?? {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => k !== 'id');
  const order = (k: string) => {
    const i = fields.findIndex((f) => f.key === k);
    return i < 0 ? fields.length : i;
  };
  keys.sort((x, y) => order(x) - order(y));
  return keys.map((key) => ({
    key,
    label: fields.find((f) => f.key === key)?.label ?? key,
    before: b[key],
    after: a[key],
    changed: !same(b[key], a[key]),
  }));
}

function Cell({ field, value }: { field: FieldDef | undefined; value: unknown }) {
  if (value === undefined) return <Typography.Text type="secondary">-</Typography.Text>;
  if (field && field.kind !== 'json') return <FieldValue field={field} value={value} mode="detail" />;
  return (
    <span style={{ wordBreak: 'break-all' }}>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</span>
  );
}

export function JsonDiff({ before, after, fields }: { before: unknown; after: unknown; fields: readonly FieldDef[] }) {
  const [showAll, setShowAll] = useState(false);
  const { token } = theme.useToken(); // the changed rows' tint, light or dark
  const rows = diffRows(before, after, fields);
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该操作没有数据快照" />;
  const shown = showAll ? rows : rows.filter((r) => r.changed);
  const fieldOf = (key: string) => fields.find((f) => f.key === key);
  return (
    <div data-testid="json-diff">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', margin: '20px 0 8px' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          数据变化（{rows.filter((r) => r.changed).length} 项）
        </Typography.Title>
        <span>
          显示未变化的字段 <Switch size="small" checked={showAll} onChange={setShowAll} />
        </span>
      </div>
      <Table<DiffRow>
        size="small"
        bordered
        pagination={false}
        rowKey="key"
        dataSource={shown}
        locale={{ emptyText: '没有字段发生变化' }}
        onRow={(row) => ({ style: row.changed ? { background: token.colorWarningBg } : undefined })}
        columns={[
          { key: 'label', title: '字段', dataIndex: 'label', width: 120 },
          { key: 'before', title: '修改前', render: (_, r) => <Cell field={fieldOf(r.key)} value={r.before} /> },
          { key: 'after', title: '修改后', render: (_, r) => <Cell field={fieldOf(r.key)} value={r.after} /> },
        ]}
      />
    </div>
  );
}
