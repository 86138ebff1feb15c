import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { REMOTE_TIMING_CHANGE_PHONE, remoteTimingOrder } from '@coach/domain/resources/orders/remoteTiming.ts';
import { rules } from '@coach/domain/rules/index.ts';
import { post } from '../../../platform/http';
import { toastSuccess } from '../../../platform/feedback';
import { DefinedList, RowButton, type Row } from '../../../kit/resource';

/**
 * 学时缴费订单: the definition's list (激活, 作废, 退款 are its transitions) with 更换手机号 on
 * 正常 orders: the new number checked here and again on the server.
 */
export function RemoteTimingPage() {
  const [changing, setChanging] = useState<{ row: Row; reload: () => void }>();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ mobile: string }>();
  const save = async () => {
    if (!changing) return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setBusy(true);
    const answer = await post(REMOTE_TIMING_CHANGE_PHONE, { id: changing.row.id, mobile: values.mobile.trim() }).finally(() => setBusy(false));
    changing.reload();
    if (answer.status) {
      toastSuccess(answer.message);
      setChanging(undefined);
    }
  };
  return (
    <>
      <DefinedList
        def={remoteTimingOrder}
        rowActions={(row, { actions }) =>
          Number(row.status) === 1 && actions.can('changePhone') ? (
            <RowButton
              onClick={() => {
                form.resetFields();
                setChanging({ row, reload: actions.reload });
              }}
            >
              更换手机号
            </RowButton>
          ) : null
        }
      />
      <Modal title="更换手机号" open={!!changing} confirmLoading={busy} onOk={() => void save()} onCancel={() => setChanging(undefined)} destroyOnHidden forceRender>
        <Form form={form} layout="vertical">
          <Form.Item label="原手机号">{String(changing?.row.mobile ?? '')}</Form.Item>
          <Form.Item
            label="新手机号"
            name="mobile"
            rules={[
              { required: true, message: '请输入新手机号' },
              { validator: async (_, value) => { const message = rules.mobile(value); if (message) throw new Error(message); } },
            ]}
          >
            <Input maxLength={11} placeholder="请输入新手机号" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
