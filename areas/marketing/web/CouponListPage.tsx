import { Button } from 'antd';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import { useNavigate } from 'react-router';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { RowButton } from '@coach/web/kit/resource/index.ts';
import { DefinedList } from '@coach/web/kit/resource/index.ts';
import { ExplainButton } from './explain/ExplainButton';

/**
 * 优惠券管理: 作废 (final, with its confirm) comes from the definition's transitions; 领取记录
 * opens the received-coupon records, all of them (toolbar) or one coupon's (row).
 */
const def = resourcesByName.coupon;
export const COUPON_RECEIVED_ROUTE = resourcesByName.couponReceived.route;

export function CouponListPage() {
  const navigate = useNavigate();
  return (
    <DefinedList
      def={def}
      toolbar={() => (
        <>
          <Button icon={<UnorderedListOutlined />} onClick={() => navigate(COUPON_RECEIVED_ROUTE)}>
            领取记录
          </Button>
          <ExplainButton listRoute={def.route} />
        </>
      )}
      rowActions={(row) => (
        <RowButton onClick={() => navigate(`${COUPON_RECEIVED_ROUTE}?couponId=${encodeURIComponent(row.id)}`)}>
          领取记录
        </RowButton>
      )}
    />
  );
}
