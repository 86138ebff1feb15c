import { Badge, Button, Tooltip } from 'antd';
import BellOutlined from '@ant-design/icons/BellOutlined';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { useAccess } from '../platform/access';
import { post } from '../platform/http';

const messages = resourcesByName.examMessage;
/** Often enough to notice a new message while working, rare enough to cost nothing. */
const REFRESH_MS = 60_000;

/**
 * 消息中心 under a bell in the header, with the number of unread messages addressed to the
 * user. The key sits under the message resource, so marking messages read on the page
 * refreshes the count at once.
 */
export function MessageBell() {
  const access = useAccess();
  const navigate = useNavigate();
  const allowed = access.canSeeRoute(messages.route);
  const unread = useQuery({
    queryKey: ['resource', messages.name, 'unread'],
    queryFn: async () => {
      const answer = await post<{ total: number }>(
        messages.api.list!,
        { readStatus: 0, pageNum: 1, pageSize: 1 },
        { quiet: true },
      );
      return answer.status ? (answer.result?.total ?? 0) : 0;
    },
    enabled: allowed,
    refetchInterval: REFRESH_MS,
  });
  if (!allowed) return null;
  const count = unread.data ?? 0;
  return (
    <Tooltip title={count ? `消息中心（${count}条未读）` : '消息中心'}>
      <Badge count={count} size="small" overflowCount={99}>
        <Button
          type="text"
          shape="circle"
          data-testid="message-bell"
          aria-label="消息中心"
          icon={<BellOutlined style={{ fontSize: 18 }} />}
          onClick={() => navigate(messages.route)}
        />
      </Badge>
    </Tooltip>
  );
}
