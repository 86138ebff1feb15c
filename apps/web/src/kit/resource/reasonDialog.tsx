import { Input, Typography } from 'antd';
import type { TransitionDef } from '@coach/domain/resources/types.ts';
import { MSG_CONFIRM_STATUS_CHANGE } from '@coach/domain/errors.ts';
import { confirmDialog, toastWarning } from '../../platform/feedback';
import { CONFIRM_TITLE } from './messages';

/**
 * The confirm of a change or row action that needs a reason (失效原因, 拒绝原因): the confirm text and a box for the
 * reason; 确定 with the box empty says so and keeps the dialog. Resolves to the reason, or
 * undefined when cancelled.
 */
export async function askReason(transition: Pick<TransitionDef, 'confirm' | 'reason'>): Promise<string | undefined> {
  const spec = transition.reason!;
  let text = '';
  const ok = await confirmDialog({
    title: CONFIRM_TITLE,
    content: (
      <div>
        <Typography.Paragraph>{transition.confirm ?? MSG_CONFIRM_STATUS_CHANGE}</Typography.Paragraph>
        <Input.TextArea
          aria-label={spec.label}
          placeholder={`请填写${spec.label}`}
          maxLength={spec.maxLength ?? 200}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
          onChange={(e) => {
            text = e.target.value;
          }}
        />
      </div>
    ),
    accept: () => {
      if (text.trim()) return true;
      toastWarning(`请填写${spec.label}`);
      return false;
    },
  });
  return ok ? text.trim() : undefined;
}
