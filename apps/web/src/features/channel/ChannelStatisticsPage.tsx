import { useMemo, useState } from 'react';
import { Button, Card, Empty, Result, Segmented, Space, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { CHANNEL_MANAGE_PATHS, REPORT_KINDS, type ChannelReport, type ChannelReportRow } from '@coach/domain/resources/channelBack/manage.ts';
import type { BillingKind } from '@coach/domain/billing.ts';
import { formatTime } from '@coach/domain/format/index.ts';
import { download, post } from '../../platform/http';
import { activeChannelId, useSession } from '../../platform/session';
import { resultOf } from '../../kit/resource/api';
import { EChart } from './EChart';

const PRIMARY = '#14CD88';

/**
 * 渠道统计: orders, revenue (amount paid) and new members per billing period (26th to 25th;
 * by month, quarter, half year or year), as charts and as a table that exports to xlsx.
 */
export function ChannelStatisticsPage() {
  useSession();
  const channelId = activeChannelId();
  const [kind, setKind] = useState<BillingKind>('month');
  const query = useQuery({
    queryKey: ['channel-report', channelId, kind],
    queryFn: async () => resultOf(await post<ChannelReport>(CHANNEL_MANAGE_PATHS.report, { kind })),
    enabled: !!channelId,
  });
  const rows = useMemo(() => query.data?.rows ?? [], [query.data]);
  const labels = rows.map((r) => r.label);
  const ordersOption = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0, data: ['订单数', '支付订单数', '新增成员'] },
      grid: { left: 40, right: 20, bottom: 30, top: 40 },
      xAxis: { type: 'category', data: labels },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { name: '订单数', type: 'bar', data: rows.map((r) => r.orderCount), itemStyle: { color: PRIMARY } },
        { name: '支付订单数', type: 'bar', data: rows.map((r) => r.paidCount), itemStyle: { color: '#5B8FF9' } },
        { name: '新增成员', type: 'line', data: rows.map((r) => r.newMembers), itemStyle: { color: '#F6BD16' } },
      ],
    }),
    [rows, labels],
  );
  const revenueOption = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0, data: ['营收金额(元)', '结算金额(元)'] },
      grid: { left: 70, right: 20, bottom: 30, top: 40 },
      xAxis: { type: 'category', data: labels },
      yAxis: { type: 'value' },
      series: [
        { name: '营收金额(元)', type: 'line', smooth: true, data: rows.map((r) => Number(r.paidAmount)), itemStyle: { color: PRIMARY }, areaStyle: { opacity: 0.15 } },
        { name: '结算金额(元)', type: 'line', smooth: true, data: rows.map((r) => Number(r.settledAmount)), itemStyle: { color: '#5B8FF9' } },
      ],
    }),
    [rows, labels],
  );

  if (!channelId) return <Result status="info" title="请先选择渠道" />;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }} data-testid="channel-statistics">
      <Card size="small">
        <Space>
          <Segmented<BillingKind> value={kind} onChange={setKind} options={REPORT_KINDS.map((k) => ({ value: k.value, label: k.label }))} />
          <Button onClick={() => void download(CHANNEL_MANAGE_PATHS.exportReport, { body: { kind } }).catch(() => undefined)}>导出</Button>
          <span style={{ color: 'rgba(0,0,0,0.45)' }}>结算周期：每月26日至次月25日</span>
        </Space>
      </Card>
      {query.isError ? (
        <Result status="error" title="加载失败" subTitle={query.error.message} />
      ) : rows.length === 0 && !query.isFetching ? (
        <Empty description="暂无数据" />
      ) : (
        <>
          <Card size="small" title="订单与成员">
            <EChart option={ordersOption} testId="chart-orders" />
          </Card>
          <Card size="small" title="营收">
            <EChart option={revenueOption} testId="chart-revenue" />
          </Card>
        </>
      )}
      <Card size="small">
        <Table<ChannelReportRow>
          rowKey="label"
          size="small"
          loading={query.isFetching}
          dataSource={rows}
          pagination={false}
          columns={[
            { title: '周期', dataIndex: 'label' },
            { title: '起止时间', key: 'range', render: (_, r) => `${formatTime(r.start)} ~ ${formatTime(r.end)}` },
            { title: '订单数', dataIndex: 'orderCount' },
            { title: '支付订单数', dataIndex: 'paidCount' },
            { title: '营收金额(元)', dataIndex: 'paidAmount' },
            { title: '结算金额(元)', dataIndex: 'settledAmount' },
            { title: '新增成员', dataIndex: 'newMembers' },
          ]}
        />
      </Card>
    </div>
  );
}
