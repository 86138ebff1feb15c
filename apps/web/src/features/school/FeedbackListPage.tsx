import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { buttonCode } from '@coach/domain/resources/types.ts';
import { useAccess } from '../../platform/access';
import { DefinedList, RowButton, type Row } from '../../kit/resource';

const def = resourcesByName.feedback;
export const FEEDBACK_DETAIL_ROUTE = '/school/feedbackDetail';

/** 意见反馈: the derived list, plus 回复 (unanswered, for holders of the reply button) or 查看回复. */
export function FeedbackListPage() {
  const navigate = useNavigate();
  const access = useAccess();
  const canReply = access.hasButton(buttonCode(def, 'reply'));
  const open = useCallback(
    (row: Row) => navigate(`${FEEDBACK_DETAIL_ROUTE}?id=${encodeURIComponent(row.id)}`, { state: { noCache: true } }),
    [navigate],
  );
  const rowActions = useCallback(
    (row: Row) =>
      Number(row.replyStatus) === 0 ? (
        canReply && <RowButton onClick={() => open(row)}>回复</RowButton>
      ) : (
        <RowButton onClick={() => open(row)}>查看回复</RowButton>
      ),
    [canReply, open],
  );
  return <DefinedList def={def} rowActions={rowActions} />;
}
