import { useState } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import {
  CASH_AUDIT_PATH,
  CASH_PAID_PATH,
  CASH_PASSED,
  CASH_PENDING,
  CASH_SETTING_GET_PATH,
  CASH_SETTING_SAVE_PATH,
} from '@coach/domain/resources/examroomMoney/index.ts';
import { examroomCashSettings } from '@coach/domain/settings/examroomMoney.ts';
import { post } from '../../../platform/http';
import { toastSuccess } from '../../../platform/feedback';
import {
  confirmedCall,
  DefinedList,
  RowButton,
  SettingsForm,
  type Row,
  type SettingsCalls,
} from '../../../kit/resource';

/**
 * 提现管理: coaches' withdrawal requests. 通过 (with its confirm) and 拒绝 (with the reason
 * the coach will read; the amount goes back to the wallet) on 待审核 rows, 已打款 once paid
 * out on 审核通过 rows. 提现设置 edits the minimum, fee rate and daily limit.
 */
const def = resourcesByName.examroomCashRecord;
const WALLET_KEY = ['resource', resourcesByName.examroomWallet.name];

const cashSettingCalls: SettingsCalls = {
  load: () => post(CASH_SETTING_GET_PATH, {}),
  save: (values) => post(CASH_SETTING_SAVE_PATH, values, { silent: true }),
};

export function CashRecordPage() {
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState<{ row: Row; reload: () => void }>();
  const [settingOpen, setSettingOpen] = useState(false);
  const [form] = Form.useForm<{ remark: string }>();

  // Every audit or payout moves money: the wallets page must not show the old balance.
  const changed = (reload: () => void) => {
    reload();
    void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
  };

  const pass = async (row: Row, reload: () => void) => {
    const done = await confirmedCall(
      `确定审核通过「${String(row.coachName)}」的提现申请（${String(row.amount)}元）吗?`,
      () => post(CASH_AUDIT_PATH, { id: row.id, status: 1 }),
    );
    if (done !== undefined) toastSuccess('审核通过');
    changed(reload);
  };
  const paid = async (row: Row, reload: () => void) => {
    const done = await confirmedCall(
      `确认已向「${String(row.coachName)}」打款${String(row.actualAmount)}元吗？确认后冻结金额将从钱包扣除`,
      () => post(CASH_PAID_PATH, { id: row.id }),
    );
    if (done !== undefined) toastSuccess('打款成功');
    changed(reload);
  };
  const reject = async () => {
    if (!rejecting) return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return; // the field says what is missing
    const { remark } = values;
    const response = await post(CASH_AUDIT_PATH, { id: rejecting.row.id, status: 2, remark: remark.trim() });
    if (response.status) {
      toastSuccess(response.message || '已拒绝');
      setRejecting(undefined);
    }
    changed(rejecting.reload);
  };

  return (
    <>
      <DefinedList
        def={def}
        toolbar={({ actions }) =>
          actions.can('cashSetting') && (
            <Button icon={<SettingOutlined />} onClick={() => setSettingOpen(true)}>
              提现设置
            </Button>
          )
        }
        rowActions={(row, { actions }) => (
          <>
            {Number(row.status) === CASH_PENDING && actions.can('pass') && (
              <RowButton onClick={() => void pass(row, actions.reload)}>通过</RowButton>
            )}
            {Number(row.status) === CASH_PENDING && actions.can('reject') && (
              <RowButton
                danger
                onClick={() => {
                  form.resetFields();
                  setRejecting({ row, reload: actions.reload });
                }}
              >
                拒绝
              </RowButton>
            )}
            {Number(row.status) === CASH_PASSED && actions.can('paid') && (
              <RowButton onClick={() => void paid(row, actions.reload)}>已打款</RowButton>
            )}
          </>
        )}
      />
      <Modal
        title="拒绝提现"
        open={!!rejecting}
        onOk={() => void reject()}
        onCancel={() => setRejecting(undefined)}
        okText="确定"
        cancelText="取消"
        destroyOnHidden
      >
        <p>
          拒绝「{String(rejecting?.row.coachName ?? '')}」的提现申请（{String(rejecting?.row.amount ?? '')}
          元），金额将退回教练钱包。
        </p>
        <Form form={form} layout="vertical">
          <Form.Item
            name="remark"
            label="拒绝原因"
            rules={[
              { required: true, whitespace: true, message: '该输入项为必填项!' },
              { max: 100, message: '最多输入100个字符!' },
            ]}
          >
            <Input.TextArea rows={3} maxLength={100} showCount />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        title="提现设置"
        open={settingOpen}
        footer={null}
        onCancel={() => setSettingOpen(false)}
        width={640}
        destroyOnHidden
      >
        <SettingsForm def={examroomCashSettings} calls={cashSettingCalls} />
      </Modal>
    </>
  );
}
