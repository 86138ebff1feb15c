import { useMemo, useState } from 'react';
import { Button, Empty, Input, Space, Spin, Tag, Tree, Typography, theme } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { filterTree, indexTree, isGrantable, parentIds, toggle, type ResourceNode } from './resourceTree';

/**
 * The role form's permission tree: search, 展开全部/收起全部, 全选/取消全选, and ticks that
 * are exactly the granted resource ids (see resourceTree.ts). Large (every page, button and
 * call), so it renders virtually in a fixed height. A read-only role can still be searched
 * and unfolded (those controls opt out of the form's disabled state).
 */
const TYPE_TAGS: Record<ResourceNode['type'], { text: string; color?: string } | undefined> = {
  menu: undefined,
  group: undefined,
  button: { text: '按钮', color: 'blue' },
  api: { text: '接口', color: 'default' },
  field: { text: '字段', color: 'purple' },
  lookup: { text: '随页面', color: 'green' },
};

function toData(nodes: readonly ResourceNode[]): DataNode[] {
  return nodes.map((n) => {
    const tag = TYPE_TAGS[n.type];
    return {
      key: n.id,
      title: (
        <span>
          {tag && (
            <Tag color={tag.color} style={{ marginInlineEnd: 6 }}>
              {tag.text}
            </Tag>
          )}
          {n.name}
        </span>
      ),
      // Names only: the call paths stay searchable (filterTree) but are no reading for a person.
      checkable: isGrantable(n),
      children: n.children?.length ? toData(n.children) : undefined,
    };
  });
}

interface Props {
  tree: readonly ResourceNode[] | undefined;
  loading?: boolean;
  value?: string[];
  onChange?: (ids: string[]) => void;
  disabled?: boolean;
}

export function ResourceTreeField({ tree, loading, value, onChange, disabled }: Props) {
  const roots = useMemo(() => tree ?? [], [tree]);
  const index = useMemo(() => indexTree(roots), [roots]);
  const [search, setSearch] = useState('');
  const { token } = theme.useToken();
  const [expanded, setExpanded] = useState<string[]>([]);
  const shown = useMemo(() => filterTree(roots, search), [roots, search]);
  const data = useMemo(() => toData(shown), [shown]);
  const ticked = value ?? [];
  const allTicked = index.all.length > 0 && ticked.length >= index.all.length;

  return (
    <div style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: 8, padding: 12 }}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          disabled={false}
          allowClear
          placeholder="搜索菜单、按钮或接口"
          style={{ width: 260 }}
          onSearch={setSearch}
          onChange={(e) => !e.target.value && setSearch('')}
        />
        <Button size="small" disabled={false} onClick={() => setExpanded(parentIds(roots))}>
          展开全部
        </Button>
        <Button size="small" disabled={false} onClick={() => setExpanded([])}>
          收起全部
        </Button>
        <Button size="small" disabled={disabled} onClick={() => onChange?.(allTicked ? [] : [...index.all])}>
          {allTicked ? '取消全选' : '全选'}
        </Button>
        <Typography.Text type="secondary">已选 {ticked.length} 项</Typography.Text>
      </Space>
      <Spin spinning={!!loading}>
        {data.length === 0 && !loading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={search ? '没有匹配的权限' : '暂无数据'} />
        ) : (
          <Tree
            checkable
            checkStrictly
            blockNode
            selectable={false}
            disabled={disabled}
            height={520}
            treeData={data}
            // While searching every match is shown opened; otherwise the user's choice.
            expandedKeys={search ? parentIds(shown) : expanded}
            onExpand={(keys) => !search && setExpanded(keys.map(String))}
            checkedKeys={{ checked: ticked, halfChecked: [] }}
            onCheck={(_, info) => onChange?.(toggle(index, ticked, String(info.node.key), info.checked))}
          />
        )}
      </Spin>
    </div>
  );
}
