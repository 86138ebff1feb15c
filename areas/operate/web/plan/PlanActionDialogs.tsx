import { useState } from 'react';
import { Form, Input, InputNumber, Modal, Radio, Space } from 'antd';
import { MAX_MOVE_MINUTES } from '../../domain/plan/classPlan';
import { toastSuccess } from '@coach/web/platform/feedback.ts';
import { movePlan, sendPlanMessage, type Plan } from './planCalls';
import { beijingTime } from './weekGrid';

const PRESETS = [15, 30, 60, 120];

/** 提前 / 延后: by how many minutes (the plan keeps its length) and why (goes to 调班管理). */
export function PlanMoveDialog({
  plan,
  direction,
  onClose,
  onDone,
}: {
  plan: Plan;
  direction: 'ahead' | 'delay';
  onClose: () => void;
  onDone: () => void;
}) {
  const [minutes, setMinutes] = useState<number | null>(30);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const label = direction === 'ahead' ? '提前' : '延后';
  const shift = (minutes ?? 0) * 60 * (direction === 'ahead' ? -1 : 1);
  const submit = async () => {
    if (!minutes) return;
    setBusy(true);
    try {
      const answer = await movePlan(direction, plan.id, minutes, reason.trim());
      if (answer.status) {
        toastSuccess(answer.message || `${label}成功`);
        onDone();
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={`${label}排班`}
      okText="确定"
      cancelText="取消"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ disabled: !minutes }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={`${label}时长(分钟)`} required>
          <Space direction="vertical">
            <Radio.Group
              value={PRESETS.includes(minutes ?? 0) ? minutes : undefined}
              onChange={(e) => setMinutes(e.target.value)}
              optionType="button"
              options={PRESETS.map((m) => ({ value: m, label: m < 60 ? `${m}分钟` : `${m / 60}小时` }))}
            />
            <InputNumber
              aria-label="分钟数"
              min={1}
              max={MAX_MOVE_MINUTES}
              precision={0}
              value={minutes}
              onChange={setMinutes}
              addonAfter="分钟"
            />
          </Space>
        </Form.Item>
        <Form.Item label="调整后">
          {beijingTime(plan.startTime + shift)}-{beijingTime(plan.endTime + shift)}（原 {beijingTime(plan.startTime)}-
          {beijingTime(plan.endTime)}）
        </Form.Item>
        <Form.Item label="调班原因">
          <Input.TextArea
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={200}
            rows={2}
            placeholder="选填，将记录到调班管理"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 发送消息: a notice to every student booked on the plan (a default text when left empty). */
export function PlanMessageDialog({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      const answer = await sendPlanMessage(plan.id, content.trim());
      if (answer.status) {
        toastSuccess(answer.message);
        onClose();
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title="发送消息"
      okText="发送"
      cancelText="取消"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
    >
      <p>将通知该课时已预约的 {plan.bookedCount} 名学员。</p>
      <Input.TextArea
        aria-label="消息内容"
        value={content}
        onChange={(e) => setContent(e.target.value)}
        maxLength={200}
        rows={3}
        placeholder="不填写则发送默认的课时变动提醒"
      />
    </Modal>
  );
}
