import type { ReactNode } from 'react';
import { Alert, Descriptions, Drawer, Spin } from 'antd';
import { DetailTables } from './DetailTables';
import type { DescriptionsProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { ResourceDef } from '@coach/domain/resources/types.ts';
import type { Row } from './api';
import { FieldCell } from './RecordLink';
import { detailQuery } from './ResourceFormDrawer';

/**
 * 详情 of a row in a drawer: every detail field as a description, json pretty-printed.
 * Loads the detail call when the resource has one (it may carry more than the row),
 * otherwise shows the row itself. Pages add items or a section below (before/after).
 */
export type DetailItem = NonNullable<DescriptionsProps['items']>[number];

export interface DetailExtras {
  items?: (data: Row) => DetailItem[];
  /** Shown below the descriptions (operation log: the before/after comparison). */
  render?: (data: Row) => ReactNode;
  /** Field keys the descriptions leave out (shown by `render` instead). */
  skip?: readonly string[];
  width?: number;
}

/** The descriptions of a record: every detail field, then the page's own items. */
export function detailItems(def: ResourceDef, data: Row, extras?: DetailExtras): DetailItem[] {
  return [
    ...def.fields
      .filter((f) => f.detail !== false && !extras?.skip?.includes(f.key) && f.kind !== 'ids')
      .map((f) => ({
        key: f.key,
        label: f.label,
        children: <FieldCell field={f} value={data[f.key]} row={data} mode="detail" />,
      })),
    ...(extras?.items?.(data) ?? []),
  ];
}

export function ResourceDetail({
  def,
  row,
  onClose,
  extras,
}: {
  def: ResourceDef;
  row: Row | undefined;
  onClose: () => void;
  extras?: DetailExtras;
}) {
  const detail = useQuery({ ...detailQuery(def, row?.id), enabled: !!row && !!def.api.detail });
  // The detail call's answer over the row: the list may carry extras the detail lacks (userName).
  const data: Row | undefined = def.api.detail ? (detail.data && row ? { ...row, ...detail.data } : undefined) : row;

  const items = data ? detailItems(def, data, extras) : [];

  return (
    <Drawer title={`${def.title}详情`} open={!!row} onClose={onClose} size={extras?.width ?? 560} destroyOnHidden>
      {detail.isError && <Alert type="error" showIcon title={detail.error.message} />}
      <Spin spinning={!!def.api.detail && detail.isLoading}>
        {data && (
          <>
            <Descriptions bordered column={1} size="small" items={items} styles={{ label: { width: 120 } }} />
            <DetailTables def={def} data={data} />
            {extras?.render?.(data)}
          </>
        )}
      </Spin>
    </Drawer>
  );
}
