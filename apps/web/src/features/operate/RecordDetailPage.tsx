import { Alert, Button, Card, Descriptions, Space, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { FieldValue } from '../../kit/resource';
import { detailOf, resultOf, type Row } from '../../kit/resource/api';
import { useListActions } from '../../kit/resource/useListActions';

/**
 * A record's detail as a page of its own (教练详情 /coachDetail/:id, 车辆详情, 公告详情 ?id=):
 * every detail field, and the state changes that apply to the record now (同意, 拒绝, 解除 …)
 * behind their permission buttons, with the same confirm flow as the list.
 */
export function RecordDetailPage({ def }: { def: ResourceDef }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const routeId = useParams().id;
  const id = routeId ?? params.get('id') ?? '';
  const actions = useListActions(def);
  const detail = useQuery({ queryKey: ['resource', def.name, 'detail', id], queryFn: async () => resultOf(await detailOf(def, id)), enabled: !!id });
  const row = detail.data as Row | undefined;
  const transitions = row ? (def.transitions ?? []).filter((t) => t.from.includes(Number(row[t.field])) && actions.can(t.name)) : [];
  return (
    <Card title={`${def.title}详情`} extra={<Button onClick={() => navigate(def.route)}>返回列表</Button>}>
      {detail.isError && <Alert type="error" showIcon title={detail.error.message} />}
      <Spin spinning={detail.isLoading}>
        {row && (
          <>
            <Descriptions bordered column={2} size="small" styles={{ label: { width: 120 } }}
              items={def.fields.filter((f) => f.detail !== false && f.kind !== 'ids').map((f) => ({
                key: f.key, label: f.label, span: f.kind === 'rich' ? 2 : 1, children: <FieldValue field={f} value={row[f.key]} mode="detail" />,
              }))} />
            {transitions.length > 0 && (
              <Space style={{ marginTop: 16 }}>
                {transitions.map((t) => (
                  <Button key={t.name} type={t.danger ? 'default' : 'primary'} danger={t.danger} onClick={async () => {
                    if (await actions.transition(t, [row])) void detail.refetch();
                  }}>{t.label}</Button>
                ))}
              </Space>
            )}
          </>
        )}
      </Spin>
    </Card>
  );
}
