import {
  CALLS,
  MENU_GROUPS,
  REPORTS,
  RESOURCES,
  SETTINGS,
  buttonCode,
  fieldCode,
  groupMenu,
  isListed,
  routeByPath,
  type MenuNode,
} from '@coach/domain';
import { resourceButtons } from './resourceButtons';
import { CALL_NAMES } from './callNames';

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
 * Chinese names of the calls the definitions declare, from what they do there (查询优惠券订单,
 * 作废优惠券, 导出招生报表): a person ticking the role tree reads what the call is for, not its
 * path. Calls several definitions share (one status call for 启用 and 停用) join their names.
 */
function definedCallNames(): Map<string, string[]> {
  const names = new Map<string, string[]>();
  const put = (path: string | undefined, name: string) => {
    if (!path) return;
    const list = names.get(path) ?? names.set(path, []).get(path)!;
    if (!list.includes(name)) list.push(name);
  };
  for (const def of RESOURCES) {
    const { api, title } = def;
    put(api.list, `查询${title}`);
    put(api.detail, `${title}详情`);
    put(api.create, `新增${title}`);
    put(api.update, `编辑${title}`);
    put(api.save, `新增或编辑${title}`);
    put(api.delete, `删除${title}`);
    put(api.export, `导出${title}`);
    put(api.import, `导入${title}`);
    put(api.move, `移动${title}`);
    put(api.tree, `${title}树`);
    for (const t of def.transitions ?? []) put(t.path, `${t.label}${title}`);
    for (const a of def.actions ?? []) {
      put(a.path, `${a.label}（${title}）`);
      put(a.preview?.path, `${a.label}前预览（${title}）`);
    }
  }
  for (const def of REPORTS) {
    put(def.api.stat, `查询${def.title}`);
    put(def.api.export, `导出${def.title}`);
  }
  for (const def of SETTINGS) {
    put(def.calls?.get, `读取${def.title}`);
    put(def.calls?.save, `保存${def.title}`);
  }
  return names;
}

/**
 * Chinese name of a call in the role tree: what the definitions call it, else `CALL_NAMES`,
 * else its page and what it does. Same-named calls of one page are numbered by `apiNames`.
 */
function apiName(defined: Map<string, string[]>, call: { path: string; action: string; pages: readonly string[] }) {
  const own = defined.get(call.path);
  if (own) return own.join('、');
  if (CALL_NAMES[call.path]) return CALL_NAMES[call.path];
  const page = call.pages.map((p) => routeByPath(p)?.title).find(Boolean) ?? '公共接口';
  return `${page}-${ACTION_NAMES[call.action] ?? '操作'}`;
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
  const defined = definedCallNames();
  // Two calls of one page with the same name are told apart by a number (查询…（2）).
  const taken = new Map<string, number>();
  for (const call of CALLS) {
    if (seen.has(call.path)) continue;
    seen.add(call.path);
    const parentPath = apiParent(call.pages);
    const name = apiName(defined, call).slice(0, 90);
    const key = `${parentPath} ${name}`;
    const count = (taken.get(key) ?? 0) + 1;
    taken.set(key, count);
    entries.push({
      type: 'api',
      path: call.path,
      name: count > 1 ? `${name}（${count}）` : name,
      parentPath,
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

let titles: Map<string, string> | undefined;

/** Each call's name as the role tree shows it (查询学员, 强退 …), by path; made once. */
export function callTitles(): ReadonlyMap<string, string> {
  titles ??= new Map(resourceCatalog().flatMap((e) => (e.type === 'api' ? [[e.path, e.name] as const] : [])));
  return titles;
}
