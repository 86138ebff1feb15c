import { Alert, Button, Card, Empty, Result, Space, Spin, Statistic, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { DefinedList, NewestNotice, RowButton, useShownRecord } from '@coach/web/kit/resource/index.ts';
import { detailOf, resultOf } from '@coach/web/kit/resource/api.ts';
import { post } from '@coach/web/platform/http.ts';

/**
 * 招生海报: the list adds 使用统计 to each row (详情 opens the detail page from the definition);
 * 海报使用统计 shows how often a poster was used, by channel and by the member or staff member.
 */
const def = resourcesByName.enrollPoster;
export const POSTER_USED_COUNT = '/api/bbxc/operate/inner/enrollPoster/v1/usedCount';
export const POSTER_USED_COUNT_ROUTE = '/marketings/materials/posterUsedCount';

export function PosterListPage() {
  const navigate = useNavigate();
  return (
    <DefinedList
      def={def}
      rowActions={(row) => (
        <RowButton onClick={() => navigate(`${POSTER_USED_COUNT_ROUTE}?id=${encodeURIComponent(row.id)}`)}>
          使用统计
        </RowButton>
      )}
    />
  );
}

interface UsedCount {
  total: number;
  list: { channelId: string | null; channelName: string; memberId: string | null; name: string; count: number }[];
}

export function PosterUsedCountPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const shown = useShownRecord(def, params.get('id'));
  const id = shown.id;
  const back = <Button onClick={() => navigate(def.route)}>返回</Button>;
  const used = useQuery({
    queryKey: ['resource', def.name, 'usedCount', id],
    enabled: !!id,
    queryFn: async () => resultOf(await post<UsedCount>(POSTER_USED_COUNT, { id })),
  });
  const poster = useQuery({
    queryKey: ['resource', def.name, 'detail', id],
    enabled: !!id,
    queryFn: async () => resultOf(await detailOf(def, id!)),
  });
  if (!id) return shown.loading ? <Spin /> : <Result status="warning" title="请从招生海报列表选择海报" extra={back} />;
  return (
    <Card title={`海报使用统计${poster.data ? `：${String(poster.data.posterName)}` : ''}`} extra={back}>
      {shown.fallback && <NewestNotice />}
      {used.isError && <Alert type="error" showIcon title={used.error.message} style={{ marginBottom: 16 }} />}
      <Space size={48} style={{ marginBottom: 16 }}>
        <Statistic title="使用总次数" value={used.data?.total ?? 0} loading={used.isLoading} />
        <Statistic title="使用人数" value={used.data?.list.length ?? 0} loading={used.isLoading} />
      </Space>
      <Table
        rowKey={(r) => `${r.channelId}-${r.memberId}-${r.name}`}
        loading={used.isLoading}
        dataSource={used.data?.list ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description="暂无使用记录" /> }}
        columns={[
          { title: '渠道', dataIndex: 'channelName' },
          { title: '使用人', dataIndex: 'name' },
          { title: '使用次数', dataIndex: 'count', align: 'right' },
        ]}
      />
    </Card>
  );
}
