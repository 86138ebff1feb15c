import { useState } from 'react';
import { Alert, Button, Card, Empty, Modal, Result, Select, Space, Spin, Table, Tag } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { formatTime } from '@coach/domain/format/index.ts';
import { COUPON_TYPE_OPTIONS } from '../../domain/coupon';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { NewestNotice, useShownRecord } from '@coach/web/kit/resource/index.ts';
import { namedSelection } from '@coach/web/kit/tableSelection.ts';
import { resultOf, type Page } from '@coach/web/kit/resource/api.ts';
import { post } from '@coach/web/platform/http.ts';
import { confirmDialog, toastSuccess } from '@coach/web/platform/feedback.ts';

/**
 * 渠道优惠券 (from a channel row): the coupons the channel hands out. 添加优惠券 relates several
 * valid coupons at once (a coupon already related stays as it is); 移除 takes one or the ticked
 * ones off after a confirm. The channel comes in the query (`channelId`, `channelName`).
 */
export const CHANNEL_COUPON_BASE = '/api/bbxc/tenant/inner/channelrelation/v1';
const COUPON_LIST = '/api/bbxc/order/inner/coupon/v1/list';

interface Related {
  id: string;
  couponId: string;
  couponName: string;
  couponType: number;
  discountAmount: string | null;
  discountRate: string | null;
  validStart: number;
  validEnd: number;
  remaining: number;
  status: number;
  createTime: number;
}

export function ChannelCouponPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const shown = useShownRecord(resourcesByName.channel, params.get('channelId'));
  const channelId = shown.id ?? '';
  const channelName = shown.named ? (params.get('channelName') ?? '') : String(shown.newest?.name ?? '');
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const [ticked, setTicked] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const key = ['resource', 'channelCoupon', channelId, page];
  const related = useQuery({
    queryKey: key,
    enabled: !!channelId,
    placeholderData: keepPreviousData,
    queryFn: async () => resultOf(await post<Page<Related>>(`${CHANNEL_COUPON_BASE}/list`, { channelId, ...page })),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['resource', 'channelCoupon', channelId] });
  const remove = useMutation({
    mutationFn: async (ids: string[]) => resultOf(await post(`${CHANNEL_COUPON_BASE}/delete`, { ids })),
    onSuccess: () => {
      toastSuccess('移除成功');
      setTicked([]);
      void refresh();
    },
  });
  const askRemove = async (ids: string[]) => {
    if (await confirmDialog({ title: '提示', content: `确定移除所选的${ids.length}张优惠券吗?` })) remove.mutate(ids);
  };
  const back = <Button onClick={() => navigate('/marketings/channelMgList')}>返回</Button>;
  if (!channelId)
    return shown.loading ? <Spin /> : <Result status="warning" title="请从渠道管理选择渠道" extra={back} />;

  return (
    <Card title={`渠道优惠券${channelName ? `：${channelName}` : ''}`} extra={back}>
      {shown.fallback && <NewestNotice />}
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          添加优惠券
        </Button>
        <Button danger disabled={!ticked.length} loading={remove.isPending} onClick={() => void askRemove(ticked)}>
          批量移除
        </Button>
      </Space>
      {related.isError && <Alert type="error" showIcon title={related.error.message} style={{ marginBottom: 12 }} />}
      <Table<Related>
        rowKey="id"
        loading={related.isFetching}
        dataSource={related.data?.list ?? []}
        rowSelection={{
          selectedRowKeys: ticked,
          onChange: (keys) => setTicked(keys.map(String)),
          ...namedSelection((row) => row.couponName),
        }}
        locale={{ emptyText: <Empty description="该渠道还没有优惠券，点击“添加优惠券”" /> }}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: related.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
        }}
        columns={[
          { title: '优惠券名称', dataIndex: 'couponName' },
          {
            title: '优惠类型',
            dataIndex: 'couponType',
            render: (v: number) => COUPON_TYPE_OPTIONS.find((o) => o.value === v)?.label ?? '-',
          },
          {
            title: '优惠',
            render: (_, r) =>
              r.discountAmount ? `¥${r.discountAmount}` : r.discountRate ? `${r.discountRate}折` : '-',
          },
          { title: '有效期', render: (_, r) => `${formatTime(r.validStart)} 至 ${formatTime(r.validEnd)}` },
          { title: '剩余库存', dataIndex: 'remaining', align: 'right' },
          {
            title: '状态',
            dataIndex: 'status',
            render: (v: number) => (v === 1 ? <Tag color="success">有效</Tag> : <Tag>已作废</Tag>),
          },
          { title: '关联时间', dataIndex: 'createTime', render: (v: number) => formatTime(v) },
          {
            title: '操作',
            key: 'op',
            render: (_, r) => (
              <Button type="link" size="small" danger onClick={() => void askRemove([r.id])}>
                移除
              </Button>
            ),
          },
        ]}
      />
      <AddCouponsDialog
        open={adding}
        channelId={channelId}
        onClose={() => setAdding(false)}
        onAdded={() => void refresh()}
      />
    </Card>
  );
}

function AddCouponsDialog({
  open,
  channelId,
  onClose,
  onAdded,
}: {
  open: boolean;
  channelId: string;
  onClose: () => void;
  onAdded: () => void;
}) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const coupons = useQuery({
    queryKey: ['picker', COUPON_LIST, 'valid', search],
    enabled: open,
    placeholderData: keepPreviousData,
    queryFn: async () =>
      resultOf(
        await post<Page<{ id: string; couponName: string }>>(COUPON_LIST, {
          pageNum: 1,
          pageSize: 50,
          status: 1,
          ...(search ? { couponName: search } : {}),
        }),
      ),
  });
  const save = useMutation({
    mutationFn: async () =>
      resultOf(await post<{ added: number }>(`${CHANNEL_COUPON_BASE}/save`, { channelId, couponIds: chosen })),
    onSuccess: (answer) => {
      toastSuccess(answer.added ? `已添加${answer.added}张优惠券` : '所选优惠券已在该渠道中');
      setChosen([]);
      onAdded();
      onClose();
    },
  });
  return (
    <Modal
      title="添加优惠券"
      open={open}
      onCancel={onClose}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ disabled: !chosen.length, loading: save.isPending }}
      onOk={() => save.mutate()}
      destroyOnHidden
    >
      <Select
        mode="multiple"
        aria-label="选择优惠券"
        style={{ width: '100%' }}
        placeholder="搜索并选择有效的优惠券"
        value={chosen}
        onChange={setChosen}
        showSearch={{ filterOption: false, onSearch: setSearch }}
        loading={coupons.isFetching}
        options={(coupons.data?.list ?? []).map((c) => ({ value: String(c.id), label: c.couponName }))}
        notFoundContent={coupons.isFetching ? '加载中…' : '没有有效的优惠券'}
      />
    </Modal>
  );
}
