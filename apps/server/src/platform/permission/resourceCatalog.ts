import { CALLS, MENU_GROUPS, RESOURCES, buttonCode, groupMenu, routeByPath, type MenuNode } from '@coach/domain';
import { resourceButtons } from './resourceButtons';

export type ResourceType = 'menu' | 'button' | 'api';

export interface ResourceEntry {
  type: ResourceType;
  path: string;
  name: string;
  parentPath: string | null;
  sort: number;
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
    entries.push({ type: 'api', path: call.path, name: call.purpose.slice(0, 100), parentPath: apiParent(call.pages), sort: sort++ });
  }
  for (const def of RESOURCES) {
    for (const button of resourceButtons(def)) {
      entries.push({ type: 'button', path: buttonCode(def, button.action), name: button.label, parentPath: def.route, sort: sort++ });
    }
  }
  entries.push({ type: 'button', path: 'data:plaintext', name: '查看明文数据（手机号、证件号不打码）', parentPath: null, sort: sort++ });
  return entries;
}
