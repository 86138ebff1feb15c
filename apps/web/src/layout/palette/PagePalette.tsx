import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Empty, Input, Modal, Typography, theme, type InputRef } from 'antd';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { useNavigate } from 'react-router';
import type { MenuNode } from '@coach/domain/routes/index.ts';
import { useSession } from '../../platform/session';
import { pageEntries, searchPages } from './pageSearch';
import { useRecentPages } from './recentPages';

/**
 * The page palette (issue 40.3, opened by the header's search box or Ctrl/⌘+K): type a page's
 * name, a menu above it or its pinyin initials; ↑/↓ move, Enter opens, Esc closes. Pages
 * opened lately come first. Only pages the user may open are offered.
 */
export function PagePalette({
  open,
  groups,
  onClose,
}: {
  open: boolean;
  groups: readonly MenuNode[];
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const userId = useSession().profile?.user.id;
  const [query, setQuery] = useState('');
  const { token } = theme.useToken();
  const [active, setActive] = useState(0);
  const input = useRef<InputRef>(null);
  const list = useRef<HTMLDivElement>(null);
  const entries = useMemo(() => pageEntries(groups), [groups]);
  const recent = useRecentPages(userId);
  const found = useMemo(() => searchPages(entries, query, recent), [entries, query, recent]);

  useEffect(() => {
    if (!open) return;
    setQuery('');
    setActive(0);
  }, [open]);
  useEffect(() => setActive(0), [query]);
  useEffect(() => {
    list.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const go = (path: string | undefined) => {
    if (!path) return;
    onClose();
    navigate(path);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((at) => (found.length ? (at + step + found.length) % found.length : 0));
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      go(found[active]?.path);
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      closable={false}
      width={560}
      destroyOnHidden
      afterOpenChange={(opened) => opened && input.current?.focus()}
      styles={{ body: { padding: 0 } }}
      style={{ top: 80 }}
    >
      <Input
        ref={input}
        data-testid="page-palette-input"
        aria-label="搜索页面"
        size="large"
        variant="borderless"
        prefix={<SearchOutlined />}
        placeholder="搜索页面：名称、菜单或拼音首字母（如 xycx）"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
        autoFocus
      />
      <div
        ref={list}
        role="listbox"
        aria-label="页面"
        data-testid="page-palette-list"
        style={{ maxHeight: 400, overflowY: 'auto', borderTop: `1px solid ${token.colorSplit}`, padding: 4 }}
      >
        {found.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有找到匹配的页面" />
        ) : (
          found.map((entry, index) => (
            <div
              key={entry.path}
              role="option"
              aria-selected={index === active}
              onMouseEnter={() => setActive(index)}
              onClick={() => go(entry.path)}
              style={{
                padding: '8px 12px',
                borderRadius: 6,
                cursor: 'pointer',
                background: index === active ? 'rgba(20,205,136,0.12)' : undefined,
                display: 'flex',
                justifyContent: 'space-between',
                gap: 12,
              }}
            >
              <span>{entry.title}</span>
              <Typography.Text type="secondary" ellipsis style={{ maxWidth: 300 }}>
                {entry.trail.join(' › ')}
                {!query && recent.includes(entry.path) ? ' · 最近访问' : ''}
              </Typography.Text>
            </div>
          ))
        )}
      </div>
    </Modal>
  );
}
