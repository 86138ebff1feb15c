import { useEffect, useState, type RefObject } from 'react';
import { Button, Checkbox, Dropdown, Popover, Space, theme, Tooltip, Tree } from 'antd';
import type { TreeProps } from 'antd';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import ColumnHeightOutlined from '@ant-design/icons/ColumnHeightOutlined';
import FullscreenOutlined from '@ant-design/icons/FullscreenOutlined';
import FullscreenExitOutlined from '@ant-design/icons/FullscreenExitOutlined';
import VerticalRightOutlined from '@ant-design/icons/VerticalRightOutlined';
import VerticalLeftOutlined from '@ant-design/icons/VerticalLeftOutlined';
import {
  DENSITY_OPTIONS,
  type ColumnSetting,
  type Density,
  type TableSettings,
} from '@coach/domain/preferences/index.ts';

/**
 * The table's own tools beside 刷新, with the labels users know from ProTable (issue 40.2):
 * 列设置 (show/hide by ticking, order by dragging, 固定在左侧/右侧, 重置), 密度 (默认/中等/紧凑) and
 * 全屏 (the list alone on the screen). Changes are the user's own and saved on the server.
 */
export interface ColumnChoice {
  key: string;
  title: string;
}

/** Every column in the user's order with its state (hidden, pinned), the definition's order for the rest. */
export function columnStates(columns: readonly ColumnChoice[], settings: TableSettings | undefined): ColumnSetting[] {
  const known = new Set(columns.map((c) => c.key));
  const named = (settings?.columns ?? []).filter((s) => known.has(s.key));
  const namedKeys = new Set(named.map((s) => s.key));
  return [...named, ...columns.filter((c) => !namedKeys.has(c.key)).map((c) => ({ key: c.key }))];
}

function ColumnSettingsPanel({
  columns,
  settings,
  onSave,
  onReset,
}: {
  columns: readonly ColumnChoice[];
  settings: TableSettings | undefined;
  onSave: (next: TableSettings) => void;
  onReset: () => void;
}) {
  const states = columnStates(columns, settings);
  const { token } = theme.useToken();
  const titleOf = new Map(columns.map((c) => [c.key, c.title]));
  const save = (next: ColumnSetting[]) => onSave({ ...settings, columns: next });
  const shown = states.filter((s) => !s.hidden).map((s) => s.key);
  const pin = (key: string, side: 'left' | 'right') =>
    save(states.map((s) => (s.key === key ? { ...s, fixed: s.fixed === side ? undefined : side } : s)));

  // Dropped before a column (the gap above it) or after it: the dragged one moves there.
  const onDrop: TreeProps['onDrop'] = ({ dragNode, node, dropPosition }) => {
    const moving = states.find((s) => s.key === dragNode.key);
    const target = states.findIndex((s) => s.key === node.key);
    if (!moving || target < 0 || moving.key === node.key) return;
    const before = dropPosition - target === -1;
    const rest = states.filter((s) => s.key !== moving.key);
    rest.splice(rest.findIndex((s) => s.key === node.key) + (before ? 0 : 1), 0, moving);
    save(rest);
  };

  return (
    <div data-testid="column-settings" style={{ width: 260 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between', paddingBottom: 8 }}>
        <Checkbox
          checked={shown.length === states.length}
          indeterminate={shown.length > 0 && shown.length < states.length}
          onChange={(e) => save(states.map((s) => ({ ...s, hidden: !e.target.checked || undefined })))}
        >
          列展示
        </Checkbox>
        <Button type="link" size="small" onClick={onReset}>
          重置
        </Button>
      </Space>
      <Tree
        checkable
        draggable={{ icon: false }}
        blockNode
        selectable={false}
        height={360}
        treeData={states.map((s) => ({ key: s.key, title: titleOf.get(s.key) ?? s.key }))}
        checkedKeys={shown}
        onCheck={(checked) => {
          const keys = new Set((Array.isArray(checked) ? checked : checked.checked).map(String));
          save(states.map((s) => ({ ...s, hidden: !keys.has(s.key) || undefined })));
        }}
        allowDrop={({ dropPosition }) => dropPosition !== 0}
        onDrop={onDrop}
        titleRender={(node) => {
          const state = states.find((s) => s.key === node.key);
          return (
            <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
              <span data-column={String(node.key)}>{String(node.title)}</span>
              <span onClick={(e) => e.stopPropagation()}>
                <Tooltip title={state?.fixed === 'left' ? '取消固定' : '固定在左侧'}>
                  <VerticalRightOutlined
                    aria-label="固定在左侧"
                    style={{
                      color: state?.fixed === 'left' ? token.colorPrimary : token.colorTextQuaternary,
                      marginInlineEnd: 6,
                    }}
                    onClick={() => pin(String(node.key), 'left')}
                  />
                </Tooltip>
                <Tooltip title={state?.fixed === 'right' ? '取消固定' : '固定在右侧'}>
                  <VerticalLeftOutlined
                    aria-label="固定在右侧"
                    style={{ color: state?.fixed === 'right' ? token.colorPrimary : token.colorTextQuaternary }}
                    onClick={() => pin(String(node.key), 'right')}
                  />
                </Tooltip>
              </span>
            </span>
          );
        }}
      />
    </div>
  );
}

/** Full screen of one element (the list), following the browser's own exit (Esc). */
function useFullscreen(target: RefObject<HTMLElement | null>): [boolean, () => void] {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const sync = () => setOn(!!document.fullscreenElement && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [target]);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void target.current?.requestFullscreen?.();
  };
  return [on, toggle];
}

export function TableTools({
  columns,
  settings,
  density,
  onSave,
  onReset,
  fullscreenTarget,
}: {
  columns: readonly ColumnChoice[];
  settings: TableSettings | undefined;
  density: Density;
  onSave: (next: TableSettings) => void;
  onReset: () => void;
  fullscreenTarget: RefObject<HTMLElement | null>;
}) {
  const [full, toggleFull] = useFullscreen(fullscreenTarget);
  return (
    <Space size={8}>
      <Tooltip title="密度">
        <Dropdown
          trigger={['click']}
          menu={{
            selectable: true,
            selectedKeys: [density],
            items: DENSITY_OPTIONS.map((o) => ({ key: o.value, label: o.label })),
            onClick: ({ key }) => onSave({ ...settings, density: key as Density }),
          }}
        >
          <Button icon={<ColumnHeightOutlined />} aria-label="密度" />
        </Dropdown>
      </Tooltip>
      <Popover
        trigger="click"
        placement="bottomRight"
        title="列设置"
        content={<ColumnSettingsPanel columns={columns} settings={settings} onSave={onSave} onReset={onReset} />}
      >
        <Tooltip title="列设置">
          <Button icon={<SettingOutlined />} aria-label="列设置" />
        </Tooltip>
      </Popover>
      <Tooltip title={full ? '退出全屏' : '全屏'}>
        <Button
          icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
          aria-label={full ? '退出全屏' : '全屏'}
          onClick={toggleFull}
        />
      </Tooltip>
    </Space>
  );
}
