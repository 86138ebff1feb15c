import { useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Descriptions, Empty, Input, Row as Grid, Space, Spin, Table, Tag, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isListed, type ResourceDef } from '@coach/domain/resources/types.ts';
import { post } from '../../platform/http';
import { useSession } from '../../platform/session';
import { resultOf, type Row } from '../resource/api';
import { clickableRow } from '../clickableRow';
import { detailItems } from '../resource/ResourceDetail';
import { FieldValue } from '../resource/FieldValue';
import { ResourceFormDrawer } from '../resource/ResourceFormDrawer';
import { useListActions } from '../resource/useListActions';
import { indexTree, matchPaths, type TreeNode } from './treeIndex';

type Params = Readonly<Record<string, string | number>>;

/**
 * Every tree page (architecture.md, "A tree"): the tree of the page's fixed filters on the
 * left with a search that opens the path to each match; on the right the chosen node with
 * its actions (编辑, 新增下级, 上移/下移, 启用/停用, 删除) and its children. From the
 * definition's `tree` option; a page of its own holds nothing else.
 */
export function TreePage({ def, params }: { def: ResourceDef; params: Params }) {
  useSession();
  const navigate = useNavigate();
  const tree = def.tree!;
  const query = useQuery({
    queryKey: ['resource', def.name, 'tree', params],
    queryFn: async () => resultOf(await post<TreeNode[]>(def.api.tree!, params)),
  });
  const roots = useMemo(() => query.data ?? [], [query.data]);
  const index = useMemo(() => indexTree(roots), [roots]);
  const [selectedId, setSelectedId] = useState<string>();
  const [search, setSearch] = useState('');
  // A tree under one root (a course's chapters) opens with the root unfolded.
  const [expandedKeys, setExpanded] = useState<string[]>();
  const expanded = expandedKeys ?? (tree.underRootOnly ? roots.map((r) => r.id) : []);
  const [editing, setEditing] = useState<{ row?: Row; fixed: Record<string, unknown> }>();
  const actions = useListActions(def);
  const found = useMemo(() => matchPaths(index, tree.labelKey, search), [index, tree.labelKey, search]);

  const selected = selectedId ? index.byId.get(selectedId) : undefined;
  const level = Number(selected?.level ?? 0);
  const levelName = (n: number) => tree.levels[n - 1] ?? '节点';
  const columns = def.fields.filter((f) => isListed(f) && f.key !== tree.labelKey);

  const toData = (nodes: readonly TreeNode[]): DataNode[] =>
    nodes.map((node) => ({
      key: node.id,
      title: (
        <span data-testid={`tree-node-${node.id}`}>
          <span style={found.matches.has(node.id) ? { color: '#f5222d' } : undefined}>
            {String(node[tree.labelKey] ?? '')}
          </span>
          {Number(node.disable) === 1 && <Tag style={{ marginInlineStart: 8 }}>停用</Tag>}
        </span>
      ),
      children: node.children?.length ? toData(node.children) : undefined,
    }));

  /** Chooses a node and opens the tree down to it. */
  const choose = (id: string) => {
    setSelectedId(id);
    const path: string[] = [];
    for (let p = index.parentOf.get(id); p; p = index.parentOf.get(p)) path.push(p);
    setExpanded([...new Set([...expanded, ...path])]);
  };
  const after = (done: unknown) => {
    if (done) void query.refetch();
  };
  const transitions = (def.transitions ?? []).filter(
    (t) => selected && t.from.includes(Number(selected[t.field])) && actions.can(t.name),
  );

  return (
    <Grid gutter={16} data-testid={`tree-${def.name}`}>
      <Col xs={24} lg={9}>
        <Card
          size="small"
          title={`${tree.levels[0]}目录`}
          extra={
            !tree.underRootOnly &&
            actions.can('add') && (
              <Button
                type="primary"
                size="small"
                icon={<PlusOutlined />}
                onClick={() => setEditing({ fixed: { ...params } })}
              >
                新增{tree.levels[0]}
              </Button>
            )
          }
        >
          <Input.Search
            allowClear
            placeholder={`搜索${tree.levels.join('/')}名称`}
            onChange={(e) => {
              setSearch(e.target.value);
              setExpanded(matchPaths(index, tree.labelKey, e.target.value).open);
            }}
            style={{ marginBottom: 12 }}
          />
          {query.isError && <Alert type="error" showIcon title={query.error.message} />}
          <Spin spinning={query.isFetching}>
            {roots.length === 0 && !query.isFetching ? (
              <Empty description="暂无数据" />
            ) : (
              <Tree
                blockNode
                showLine
                treeData={toData(roots)}
                expandedKeys={expanded}
                onExpand={(keys) => setExpanded(keys.map(String))}
                selectedKeys={selectedId ? [selectedId] : []}
                onSelect={(keys) => setSelectedId(keys.length ? String(keys[0]) : undefined)}
              />
            )}
          </Spin>
        </Card>
      </Col>
      <Col xs={24} lg={15}>
        {!selected ? (
          <Card size="small">
            <Empty description={`请在左侧选择${tree.levels[0]}、${tree.levels.slice(1).join('或')}`} />
          </Card>
        ) : (
          <Card
            size="small"
            title={`${levelName(level)}：${String(selected[tree.labelKey] ?? '')}`}
            data-testid="tree-node-panel"
            extra={
              <Space wrap>
                {def.detailRoute && Number(selected.level) === 1 && (
                  <Button
                    size="small"
                    onClick={() => navigate(`${def.detailRoute}?id=${encodeURIComponent(selected.id)}`)}
                  >
                    {`${levelName(1)}信息`}
                  </Button>
                )}
                {actions.can('edit') && (
                  <Button size="small" onClick={() => setEditing({ row: selected as Row, fixed: {} })}>
                    编辑
                  </Button>
                )}
                {level < tree.levels.length && actions.can('add') && (
                  <Button
                    size="small"
                    type="primary"
                    onClick={() => setEditing({ fixed: { [tree.parentKey]: selected.id } })}
                  >
                    新增{levelName(level + 1)}
                  </Button>
                )}
                {def.api.move && actions.can('move') && (
                  <Button size="small" onClick={() => void actions.move(selected as Row, 'up')}>
                    上移
                  </Button>
                )}
                {def.api.move && actions.can('move') && (
                  <Button size="small" onClick={() => void actions.move(selected as Row, 'down')}>
                    下移
                  </Button>
                )}
                {transitions.map((t) => (
                  <Button
                    key={t.name}
                    size="small"
                    danger={t.danger}
                    onClick={() => void actions.transition(t, [selected as Row]).then(after)}
                  >
                    {t.label}
                  </Button>
                ))}
                {def.api.delete && actions.can('delete') && (
                  <Button
                    size="small"
                    danger
                    onClick={() =>
                      void actions.remove([selected as Row]).then((done) => {
                        if (done) setSelectedId(undefined);
                        after(done);
                      })
                    }
                  >
                    删除
                  </Button>
                )}
              </Space>
            }
          >
            <Descriptions bordered size="small" column={2} items={detailItems(def, selected as Row)} />
            {level < tree.levels.length && (
              <Table<TreeNode>
                style={{ marginTop: 16 }}
                size="small"
                rowKey="id"
                title={() => `下级${levelName(level + 1)}`}
                pagination={false}
                // The rows carry their own children: a flat list here, the tree is on the left.
                expandable={{ childrenColumnName: '__children' }}
                dataSource={selected.children ?? []}
                locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无下级" /> }}
                onRow={(row) => clickableRow(() => choose(row.id))}
                columns={[
                  {
                    key: tree.labelKey,
                    title: def.fields.find((f) => f.key === tree.labelKey)?.label,
                    dataIndex: tree.labelKey,
                  },
                  ...columns.map((f) => ({
                    key: f.key,
                    title: f.label,
                    dataIndex: f.key,
                    render: (v: unknown) => <FieldValue field={f} value={v} />,
                  })),
                ]}
              />
            )}
          </Card>
        )}
      </Col>
      <ResourceFormDrawer
        def={def}
        open={!!editing}
        row={editing?.row}
        extras={{ fixed: editing?.fixed, onSaved: () => void query.refetch() }}
        onClose={() => setEditing(undefined)}
      />
    </Grid>
  );
}
