import { Button, Tooltip } from 'antd';
import SearchOutlined from '@ant-design/icons/SearchOutlined';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The header's search: opens the page palette (what Ctrl/⌘+K opens as well). A button the size
 * of the bell beside it: the fourteen groups of the top menu keep their room at 1440 px.
 */
export function SearchTrigger({ onOpen }: { onOpen: () => void }) {
  return (
    <Tooltip title={`搜索页面（${isMac ? '⌘K' : 'Ctrl+K'}）`}>
      <Button
        data-testid="page-search"
        aria-label="搜索页面"
        type="text"
        icon={<SearchOutlined style={{ fontSize: 18 }} />}
        onClick={onOpen}
      />
    </Tooltip>
  );
}
