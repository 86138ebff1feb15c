import type { ReactNode } from 'react';
import { Alert, Button, Card, Descriptions, Result, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { detailQuery } from './ResourceFormDrawer';
import { detailItems, type DetailExtras } from './ResourceDetail';

/**
 * 详情 as a page of its own (routes of kind `detail`: `…Detail?id=` or `…/:id`): the detail
 * call's answer as descriptions, a page's extra items and section below, 返回 to the list.
 */
export function ResourceDetailPage({ def, extras, actions }: { def: ResourceDef; extras?: DetailExtras; actions?: ReactNode }) {
  const [params] = useSearchParams();
  const routeParams = useParams();
  const navigate = useNavigate();
  const id = routeParams.id ?? params.get('id') ?? undefined;
  const detail = useQuery({ ...detailQuery(def, id), enabled: !!id });
  const back = <Button onClick={() => navigate(def.route)}>返回</Button>;
  if (!id) return <Result status="warning" title="请从列表选择要查看的数据" extra={back} />;
  const data = detail.data;
  const items = data ? detailItems(def, data, extras) : [];
  return (
    <Card title={`${def.title}详情`} extra={<>{actions} {back}</>}>
      {detail.isError && <Alert type="error" showIcon title={detail.error.message} style={{ marginBottom: 16 }} />}
      <Spin spinning={detail.isLoading}>
        {data && (
          <>
            <Descriptions bordered column={1} size="small" items={items} styles={{ label: { width: 140 } }} />
            {extras?.render?.(data)}
          </>
        )}
      </Spin>
    </Card>
  );
}
