import { useEffect, useMemo } from 'react';
import { groupOf, type MenuNode } from '@coach/domain/routes/index.ts';
import { routePropsAt } from '@coach/domain/routes/routeProps.ts';
import type { AccessApi } from '../platform/access';
import { HOME_PAGE, menuAnchorOf, threeMenuOf, visibleGroupMenu, visibleGroups } from './menuModel';
import { setMenuState } from './menuStore';

export interface ShellMenus {
  header: MenuNode[];
  aside: MenuNode | undefined;
  threeMenu: MenuNode[];
  /** Side menu shown: not on the home dashboard, and only when the group has entries. */
  showAside: boolean;
  showBreadcrumb: boolean;
  showThreeMenu: boolean;
}

/**
 * Derives the shell's menus from the route table, the user's access and the current
 * location, and publishes them in the menu store for whoever else needs them.
 */
export function useShellMenus(access: AccessApi, pathname: string, search: string): ShellMenus {
  const menus = useMemo(() => {
    const header = visibleGroups(access);
    const anchor = menuAnchorOf(pathname) ?? pathname;
    const aside = visibleGroupMenu(access, groupOf(anchor));
    const threeMenu = threeMenuOf(access, pathname);
    const onHome = pathname === HOME_PAGE;
    const props = routePropsAt(pathname);
    // A page opened from another one (its route or the query carries a parent name) hides the tabs (spec §2).
    const parentName = !!props?.parentName || new URLSearchParams(search).has('parentName');
    return {
      header,
      aside,
      threeMenu,
      showAside: !onHome && !!aside?.children.length,
      showBreadcrumb: !props?.hideBreadcrumb && !!menuAnchorOf(pathname),
      showThreeMenu: !parentName && threeMenu.length > 0,
    };
  }, [access, pathname, search]);

  useEffect(() => {
    setMenuState({ header: menus.header, aside: menus.aside, threeMenu: menus.threeMenu });
  }, [menus]);

  return menus;
}
