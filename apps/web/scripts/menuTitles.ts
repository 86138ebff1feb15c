import { groupMenu, MENU_GROUPS, ROUTES, type MenuNode } from '../../../packages/domain/src/routes/index.ts';

/** Every title a menu, tab or breadcrumb shows (pages, folders, groups): what the page palette searches. */
export function menuTitles(): string[] {
  const titles = ROUTES.map((route) => route.title);
  const walk = (node: MenuNode) => {
    titles.push(node.title);
    node.children.forEach(walk);
  };
  MENU_GROUPS.forEach((group) => walk(groupMenu(group)));
  return titles;
}
