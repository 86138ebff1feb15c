import { useState } from 'react';
import { Button, Descriptions, Modal, Space, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { ACCOMPANY_ORDER_CALLS, accompanyOrder } from '@coach/domain/resources/orders/accompany.ts';
import { post } from '../../../platform/http';
import { toastSuccess } from '../../../platform/feedback';
import { DefinedList, RowButton, type Row } from '../../../kit/resource';

interface Target {
  row: Row;
  reload: () => void;
}

interface RefundQuote {
  hours: number;
  usedHours: number;
  hourPrice: string;
  paidAmount: string;
  refundAmount: string;
}

/**
 * 陪驾订单: the definition's list (完成 and 原路退款 are its transitions, 派单 a declared row
 * form) with 退款审核 on 退款审核中 rows, which shows the refund by the rule (unused hours ×
 * hour price) from the server before 通过 or 拒绝.
 */
export function DriveOrderPage() {
  const [auditing, setAuditing] = useState<Target>();
  const [busy, setBusy] = useState(false);
  const quote = useQuery({
    queryKey: ['accompanyRefund', auditing?.row.id],
    enabled: !!auditing,
    queryFn: async () => (await post<RefundQuote>(ACCOMPANY_ORDER_CALLS.refundAmount, { id: auditing!.row.id })).result,
  });

  const audit = async (pass: 0 | 1) => {
    if (!auditing) return;
    setBusy(true);
    const answer = await post(ACCOMPANY_ORDER_CALLS.refundAudit, { id: auditing.row.id, pass }).finally(() =>
      setBusy(false),
    );
    auditing.reload();
    if (answer.status) {
      toastSuccess(answer.message);
      setAuditing(undefined);
    }
  };

  return (
    <>
      <DefinedList
        def={accompanyOrder}
        rowActions={(row, { actions }) =>
          Number(row.status) === 4 &&
          actions.can('refundAudit') && (
            <RowButton onClick={() => setAuditing({ row, reload: actions.reload })}>退款审核</RowButton>
          )
        }
      />
      <Modal
        title="退款审核"
        open={!!auditing}
        onCancel={() => setAuditing(undefined)}
        destroyOnHidden
        footer={
          <Space>
            <Button onClick={() => setAuditing(undefined)}>取消</Button>
            <Button danger loading={busy} onClick={() => void audit(0)}>
              拒绝
            </Button>
            <Button type="primary" loading={busy} disabled={!quote.data} onClick={() => void audit(1)}>
              通过并退款
            </Button>
          </Space>
        }
      >
        {quote.isLoading || !quote.data ? (
          <Spin />
        ) : (
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="订单编号">{String(auditing?.row.orderNo ?? '')}</Descriptions.Item>
            <Descriptions.Item label="退款原因">{String(auditing?.row.refundReason ?? '-')}</Descriptions.Item>
            <Descriptions.Item label="购买学时">{quote.data.hours}</Descriptions.Item>
            <Descriptions.Item label="已用学时">{quote.data.usedHours}</Descriptions.Item>
            <Descriptions.Item label="单价(元/小时)">{quote.data.hourPrice}</Descriptions.Item>
            <Descriptions.Item label="实付金额(元)">{quote.data.paidAmount}</Descriptions.Item>
            <Descriptions.Item label="应退金额(元)">
              <b data-testid="accompany-refund-amount">{quote.data.refundAmount}</b>（未用学时 × 单价）
            </Descriptions.Item>
          </Descriptions>
        )}
      </Modal>
    </>
  );
}
