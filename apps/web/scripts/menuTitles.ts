import { tsImport } from 'tsx/esm/api';
import type * as Routes from '../../../packages/domain/src/routes/index.ts';

/**
 * Every title a menu, tab or breadcrumb shows (pages, folders, groups): what the page palette searches.
 * The route table is loaded through tsx: it takes in the areas' own pages (`@coach/areas`, a
 * workspace package of TypeScript), which the bundler of Vite's config leaves to Node.
 */
export async function menuTitles(): Promise<string[]> {
  const { groupMenu, MENU_GROUPS, ROUTES } = (await tsImport(
    '../../../packages/domain/src/routes/index.ts',
    import.meta.url,
  )) as typeof Routes;
  const titles = ROUTES.map((route) => route.title);
  const walk = (node: Routes.MenuNode) => {
    titles.push(node.title);
    node.children.forEach(walk);
  };
  MENU_GROUPS.forEach((group) => walk(groupMenu(group)));
  return titles;
}
