import type { ReactNode } from 'react';
import { Alert, Button, Card, Descriptions, Result, Space, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { routeByPath } from '@coach/domain/routes/index.ts';
import { detailQuery } from './ResourceFormDrawer';
import { detailItems, type DetailExtras } from './ResourceDetail';
import { DetailTables } from './DetailTables';
import { useListActions } from './useListActions';
import { NewestNotice, useShownRecord } from './useShownRecord';

/**
 * 详情 as a page of its own (routes of kind `detail`: `…Detail?id=` or `…/:id`): the detail
 * call's answer as descriptions (long texts across the row), the page's extra items and
 * section, and the state changes that apply to the record now (同意, 拒绝, 解除 …) behind
 * their permission buttons with the list's confirm flow. 返回 goes to the list.
 */
const WIDE_KINDS = new Set(['rich', 'textarea', 'images', 'json']);

export function ResourceDetailPage({
  def,
  extras,
  actions,
}: {
  def: ResourceDef;
  extras?: DetailExtras;
  actions?: ReactNode;
}) {
  const [params] = useSearchParams();
  const routeParams = useParams();
  const navigate = useNavigate();
  const shown = useShownRecord(def, routeParams.id ?? params.get('id'));
  const id = shown.id;
  const detail = useQuery({ ...detailQuery(def, id), enabled: !!id });
  const list = useListActions(def);
  const back = <Button onClick={() => navigate(def.route)}>返回列表</Button>;
  if (!id) return shown.loading ? <Spin /> : <Result status="warning" title="请从列表选择要查看的数据" extra={back} />;
  const data = detail.data;
  const wide = new Set(def.fields.filter((f) => WIDE_KINDS.has(f.kind)).map((f) => f.key));
  const items = data
    ? detailItems(def, data, extras).map((item) => (wide.has(String(item.key)) ? { ...item, span: 2 } : item))
    : [];
  const transitions = data
    ? (def.transitions ?? []).filter((t) => t.from.includes(Number(data[t.field])) && list.can(t.name))
    : [];
  return (
    <Card
      // The page's own name (学员详情, 财务订单详情) where the route table gives one.
      title={(def.detailRoute && routeByPath(def.detailRoute)?.title) || `${def.title}详情`}
      extra={
        <Space>
          {actions}
          {back}
        </Space>
      }
    >
      {shown.fallback && <NewestNotice />}
      {detail.isError && <Alert type="error" showIcon title={detail.error.message} style={{ marginBottom: 16 }} />}
      <Spin spinning={detail.isLoading}>
        {data && (
          <>
            <Descriptions bordered column={2} size="small" items={items} styles={{ label: { width: 140 } }} />
            <DetailTables def={def} data={data} />
            {extras?.render?.(data)}
            {transitions.length > 0 && (
              <Space style={{ marginTop: 16 }}>
                {transitions.map((t) => (
                  <Button
                    key={t.name}
                    type={t.danger ? 'default' : 'primary'}
                    danger={t.danger}
                    onClick={async () => {
                      if (await list.transition(t, [data])) void detail.refetch();
                    }}
                  >
                    {t.label}
                  </Button>
                ))}
              </Space>
            )}
          </>
        )}
      </Spin>
    </Card>
  );
}
