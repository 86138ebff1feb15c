import { useMemo, useState } from 'react';
import { generalOrder } from '@coach/domain/resources/orders/generalOrder.ts';
import { orderRefund } from '@coach/domain/resources/orders/refund.ts';
import { DefinedList, ResourceFormDrawer, RowButton, type FormExtras, type Row } from '../../../kit/resource';

/**
 * 订单管理: the definition's list (详情 opens 财务订单详情) with 申请退款 on paid orders: the
 * refund page's form, the order already chosen, sent to the refund page's own call.
 */
export function OrderMgPage() {
  const [refunding, setRefunding] = useState<{ row: Row; reload: () => void }>();
  const extras = useMemo<FormExtras>(
    () => ({
      initialValues: refunding ? { orderId: refunding.row.id, orderNo: refunding.row.orderNo } : undefined,
      onSaved: () => refunding?.reload(),
    }),
    [refunding],
  );
  return (
    <>
      <DefinedList
        def={generalOrder}
        rowActions={(row, { actions }) =>
          Number(row.payStatus) === 1 && actions.can('applyRefund') ? (
            <RowButton onClick={() => setRefunding({ row, reload: actions.reload })}>申请退款</RowButton>
          ) : null
        }
      />
      <ResourceFormDrawer
        def={orderRefund}
        open={!!refunding}
        extras={extras}
        onClose={() => setRefunding(undefined)}
      />
    </>
  );
}
