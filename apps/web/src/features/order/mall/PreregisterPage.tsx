import { useState } from 'react';
import { Modal } from 'antd';
import { PREREGISTER_CONVERT, preregisterOrder } from '@coach/domain/resources/orders/preregister.ts';
import { CLASS_PICKER } from '@coach/domain/resources/marketing/campaignFields.ts';
import { post } from '../../../platform/http';
import { toastSuccess, toastWarning } from '../../../platform/feedback';
import { DefinedList, RowButton, type Row } from '../../../kit/resource';
import { PickerSelect } from '../../../kit/resource/controls/PickerSelect';

/** Only classes on sale can be enrolled in. */
const ON_SALE = { ...CLASS_PICKER, search: 'className', params: { status: 1 } };

/**
 * 预报名订单: the definition's list (失效 with its reason is its transition) with 转为订单 on
 * 有效 rows: the class picked, the order made with the deposit counted toward the price.
 */
export function PreregisterPage() {
  const [converting, setConverting] = useState<{ row: Row; reload: () => void }>();
  const [classId, setClassId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const convert = async () => {
    if (!converting) return;
    if (!classId) return toastWarning('请选择报名班型');
    setBusy(true);
    const answer = await post(PREREGISTER_CONVERT, { id: converting.row.id, classId }).finally(() => setBusy(false));
    converting.reload();
    if (answer.status) {
      toastSuccess(answer.message);
      setConverting(undefined);
    }
  };
  return (
    <>
      <DefinedList
        def={preregisterOrder}
        rowActions={(row, { actions }) =>
          Number(row.status) === 1 && actions.can('convert') ? (
            <RowButton
              onClick={() => {
                setClassId(null);
                setConverting({ row, reload: actions.reload });
              }}
            >
              转为订单
            </RowButton>
          ) : null
        }
      />
      <Modal title="转为订单" open={!!converting} okText="确定转为订单" confirmLoading={busy} onOk={() => void convert()} onCancel={() => setConverting(undefined)} destroyOnHidden>
        <p>
          {String(converting?.row.studentName ?? '')}（定金 {String(converting?.row.deposit ?? '0.00')} 元，将抵扣班型价格）报名班型：
        </p>
        <PickerSelect picker={ON_SALE} value={classId} onChange={(v) => setClassId(typeof v === 'string' ? v : null)} placeholder="请选择报名班型" />
      </Modal>
    </>
  );
}
