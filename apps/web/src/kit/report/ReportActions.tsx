import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { Button, DatePicker, Form, Modal } from 'antd';
import type { ReportAction, ReportDef, ReportRoute } from '@coach/domain/reports/index.ts';
import { antdRules } from '@coach/domain/rules/adapters.ts';
import { rules } from '@coach/domain/rules/index.ts';
import { useAccess } from '../../platform/access';
import { toastSuccess } from '../../platform/feedback';
import { post } from '../../platform/http';

/**
 * The page's own actions of a report (重新固化 of a closed month), each behind its permission
 * button: a dialog asks for the month (closed months only) and says what will happen; the
 * figures are asked for again after it.
 */
export function ReportActions({ def, route, onDone }: { def: ReportDef; route: ReportRoute; onDone: () => void }) {
  const access = useAccess();
  const [open, setOpen] = useState<ReportAction>();
  const allowed = (def.actions ?? []).filter((a) => access.hasButton(`${route.path}:${a.name}`));
  return (
    <>
      {allowed.map((a) => (
        <Button key={a.name} onClick={() => setOpen(a)}>
          {a.label}
        </Button>
      ))}
      {open && <ActionDialog action={open} onClose={() => setOpen(undefined)} onDone={onDone} />}
    </>
  );
}

function ActionDialog({ action, onClose, onDone }: { action: ReportAction; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<{ month?: Dayjs }>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const submit = async () => {
    const { month } = await form.validateFields();
    setBusy(true);
    const answer = await post(action.path, action.month ? { month: month!.format('YYYY-MM') } : {}).finally(() =>
      setBusy(false),
    );
    if (!answer.status) return setError(answer.message);
    toastSuccess(answer.message);
    onDone();
    onClose();
  };
  return (
    <Modal
      open
      title={action.label}
      okText="确定"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{action.confirm}</p>
      <Form form={form} layout="vertical" name={`report-action-${action.name}`}>
        {action.month && (
          <Form.Item name="month" label="月份" rules={antdRules(rules.dateRequired)}>
            <DatePicker
              picker="month"
              style={{ width: '100%' }}
              disabledDate={(d) => !d.isBefore(dayjs().startOf('month'))}
            />
          </Form.Item>
        )}
      </Form>
      {error && <div style={{ color: '#ff4d4f' }}>{error}</div>}
    </Modal>
  );
}
