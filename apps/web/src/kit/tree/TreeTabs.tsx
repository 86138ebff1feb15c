import { useMemo } from 'react';
import { Tabs } from 'antd';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { ResourceList } from '../resource/ResourceList';
import { TreePage } from './TreePage';

type Params = Readonly<Record<string, string | number>>;

/**
 * A tree page with its companions (`companions`): the tree first, then each companion's list
 * with the page's fixed filters, whose 新增 takes them (a course page's 专题, 考试规则, 模拟器
 * and 图标信息 of its category and subject). Without companions, the tree alone.
 */
export function TreeTabs({ def, params }: { def: ResourceDef; params: Params }) {
  const extras = useMemo(() => ({ fixed: params }), [params]);
  const companions = (def.companions ?? []).map((name) => resourcesByName[name]).filter(Boolean);
  if (!companions.length) return <TreePage def={def} params={params} />;
  const items = [
    { key: 'tree', label: `${def.tree!.levels[0]}目录`, children: <TreePage def={def} params={params} /> },
    ...companions.map((c) => ({
      key: c.name,
      label: c.title,
      children: <ResourceList def={c} params={params} formExtras={extras} localState />,
    })),
  ];
  return <Tabs items={items} destroyOnHidden={false} />;
}
