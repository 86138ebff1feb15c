import { Button, Card, Descriptions, Result, Space, Spin, Table, Typography } from 'antd';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { formatTime } from '@coach/domain/format/index.ts';
import { FieldValue, NewestNotice, useShownRecord, type Row } from '@coach/web/kit/resource/index.ts';
import { columnsOf } from '@coach/web/kit/resource/columns.tsx';
import { detailOf, resultOf } from '@coach/web/kit/resource/api.ts';

/**
 * 考场订单详情 (/orders/examroom/orderMag/orderDetail/:id): the order, its sub-orders (one per
 * booked class plan), the trainings signed off and the refund requests with their states.
 */
const orderDef = resourcesByName.examroomOrder;
const subDef = resourcesByName.examroomSubOrder;
const refundDef = resourcesByName.examroomOrderRefund;

interface Train {
  id: string;
  subOrderId: string;
  startTime: number;
  endTime: number;
  coachIncome: string;
}

export function OrderDetailPage() {
  const shown = useShownRecord(orderDef, useParams().id);
  const id = shown.id ?? '';
  const navigate = useNavigate();
  const detail = useQuery({
    queryKey: ['resource', orderDef.name, 'detail', id],
    enabled: !!id,
    queryFn: async () => resultOf(await detailOf(orderDef, id)),
  });
  const data = detail.data;
  if (detail.isError)
    return (
      <Result
        status="error"
        title="加载失败"
        subTitle={detail.error.message}
        extra={<Button onClick={() => navigate(orderDef.route)}>返回列表</Button>}
      />
    );

  const subOrders = (data?.subOrders as Row[] | undefined) ?? [];
  const subNo = new Map(subOrders.map((s) => [s.id, String(s.subOrderNo)]));
  return (
    <Spin spinning={detail.isLoading || shown.loading}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="examroom-order-detail">
        <Card
          title={`考场订单详情${data ? ` ${String(data.orderNo)}` : ''}`}
          extra={
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(orderDef.route)}>
              返回
            </Button>
          }
        >
          {shown.fallback && <NewestNotice />}
          {data && (
            <Descriptions
              bordered
              size="small"
              column={3}
              items={orderDef.fields.map((f) => ({
                key: f.key,
                label: f.label,
                children: <FieldValue field={f} value={data[f.key]} mode="detail" />,
              }))}
            />
          )}
        </Card>
        <Card title="子订单">
          <Table<Row>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={subOrders}
            columns={columnsOf(subDef)}
            scroll={{ x: 'max-content' }}
          />
        </Card>
        <Card title="训练记录">
          <Table<Train>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={(data?.trains as Train[] | undefined) ?? []}
            columns={[
              { key: 'sub', title: '子订单号', render: (_: unknown, t: Train) => subNo.get(t.subOrderId) ?? '-' },
              { key: 'startTime', title: '开始时间', dataIndex: 'startTime', render: (v: number) => formatTime(v) },
              { key: 'endTime', title: '结束时间', dataIndex: 'endTime', render: (v: number) => formatTime(v) },
              { key: 'coachIncome', title: '教练收入(元)', dataIndex: 'coachIncome', align: 'right' },
            ]}
          />
        </Card>
        <Card title="退费记录">
          {((data?.refunds as Row[] | undefined) ?? []).length === 0 ? (
            <Typography.Text type="secondary">暂无退费申请</Typography.Text>
          ) : (
            <Table<Row>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={data?.refunds as Row[]}
              columns={columnsOf(refundDef)}
              scroll={{ x: 'max-content' }}
            />
          )}
        </Card>
      </Space>
    </Spin>
  );
}
