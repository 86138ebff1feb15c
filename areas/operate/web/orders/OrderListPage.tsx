import { useNavigate } from 'react-router';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { DefinedList, RowButton } from '@coach/web/kit/resource/index.ts';

/** 考场订单: the list from the definition, plus 订单详情 (sub-orders, trainings, refunds). */
const def = resourcesByName.examroomOrder;
export const ORDER_DETAIL_ROUTE = '/orders/examroom/orderMag/orderDetail';

export function OrderListPage() {
  const navigate = useNavigate();
  return (
    <DefinedList
      def={def}
      rowActions={(row) => (
        <RowButton onClick={() => navigate(`${ORDER_DETAIL_ROUTE}/${encodeURIComponent(row.id)}`)}>订单详情</RowButton>
      )}
    />
  );
}
