import {
  CALLS,
  MENU_GROUPS,
  REPORTS,
  RESOURCES,
  buttonCode,
  fieldCode,
  groupMenu,
  isListed,
  routeByPath,
  type MenuNode,
} from '@coach/domain';
import { resourceButtons } from './resourceButtons';

/** `field`: a column a role may see on a page (none granted on a page = every column). */
export type ResourceType = 'menu' | 'button' | 'api' | 'field';

export interface ResourceEntry {
  type: ResourceType;
  path: string;
  name: string;
  parentPath: string | null;
  sort: number;
}

const ACTION_NAMES: Record<string, string> = {
  list: '查询',
  create: '新增',
  save: '新增',
  update: '修改',
  delete: '删除',
  detail: '详情',
  export: '导出',
  import: '导入',
  status: '状态变更',
  enable: '启用',
  disable: '停用',
  release: '发布',
  withdraw: '撤回',
  move: '排序',
  config: '配置',
  dict: '选项',
  stat: '统计',
  tree: '树形数据',
  upload: '上传',
  download: '下载',
  auth: '认证',
  other: '操作',
  action: '操作',
};

/**
 * Chinese name of a call in the role tree: its page, what it does, and the call's last path
 * segment so two calls of one page with the same action stay apart.
 */
function apiName(call: { path: string; action: string; pages: readonly string[] }): string {
  const page = call.pages.map((p) => routeByPath(p)?.title).find(Boolean) ?? '公共接口';
  const segment = call.path.split('/').pop();
  return `${page}-${ACTION_NAMES[call.action] ?? '操作'}（${segment}）`;
}

/** Where a call hangs in the role tree: the first real page that uses it. */
function apiParent(pages: readonly string[]): string | null {
  return pages.find((p) => routeByPath(p)) ?? null;
}

/**
 * Every permission resource the code knows: each menu node of each group (groups, folders,
 * pages, hidden pages), and each call of the spec as an `api` resource under its page.
 * plus the buttons each resource definition implies (add, edit, delete, export, transitions).
 */
export function resourceCatalog(): ResourceEntry[] {
  const entries: ResourceEntry[] = [];
  let sort = 0;
  const walk = (node: MenuNode, parentPath: string | null) => {
    entries.push({ type: 'menu', path: node.path, name: node.title, parentPath, sort: sort++ });
    for (const child of node.children) walk(child, node.path);
  };
  for (const group of MENU_GROUPS) walk(groupMenu(group), null);
  const seen = new Set<string>();
  for (const call of CALLS) {
    if (seen.has(call.path)) continue;
    seen.add(call.path);
    entries.push({
      type: 'api',
      path: call.path,
      name: apiName(call).slice(0, 100),
      parentPath: apiParent(call.pages),
      sort: sort++,
    });
  }
  for (const def of RESOURCES) {
    for (const button of resourceButtons(def)) {
      entries.push({
        type: 'button',
        path: buttonCode(def, button.action),
        name: button.label,
        parentPath: def.route,
        sort: sort++,
      });
    }
  }
  for (const def of REPORTS) {
    for (const route of def.routes) {
      for (const action of def.actions ?? [])
        entries.push({
          type: 'button',
          path: `${route.path}:${action.name}`,
          name: action.label,
          parentPath: route.path,
          sort: sort++,
        });
    }
  }
  for (const def of RESOURCES) {
    for (const field of def.fields.filter(isListed)) {
      entries.push({
        type: 'field',
        path: fieldCode(def, field.key),
        name: `字段：${field.label}`,
        parentPath: def.route,
        sort: sort++,
      });
    }
  }
  entries.push({
    type: 'button',
    path: 'data:plaintext',
    name: '查看明文数据（手机号、证件号不打码）',
    parentPath: null,
    sort: sort++,
  });
  return entries;
}
