import { Button } from 'antd';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { BILL_RECREATE_PATH } from '../domain/bill';
import { post } from '@coach/web/platform/http.ts';
import { toastSuccess } from '@coach/web/platform/feedback.ts';
import { confirmedCall, DefinedList } from '@coach/web/kit/resource/index.ts';

/**
 * 渠道账单: 确认 and 打款 come from the definition's transitions (打款 only for platform
 * staff, who hold its button); 重新生成本月账单 recomputes the current billing month while
 * its bill is 待确认 (the server refuses it afterwards with its own message).
 */
const def = resourcesByName.channelBill;

export function BillPage() {
  return (
    <DefinedList
      def={def}
      toolbar={({ actions }) =>
        actions.can('recreate') ? (
          <Button
            type="primary"
            onClick={async () => {
              const bill = await confirmedCall(
                '将按本结算周期（26日至25日）已结算的订单重新计算本月账单，是否继续?',
                () => post(BILL_RECREATE_PATH, {}),
              );
              if (bill) {
                toastSuccess('账单已重新生成');
                actions.reload();
              }
            }}
          >
            重新生成本月账单
          </Button>
        ) : null
      }
    />
  );
}
