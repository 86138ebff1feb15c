import { useSyncExternalStore } from 'react';
import type { MenuNode } from '@coach/domain/routes/index.ts';

/**
 * Menu state of the shell (spec §3 "Menu state"): the top groups (`header`), the current
 * side tree (`aside`), the third-level tabs (`threeMenu`), the collapsed side bar, the
 * change-password dialog (`repariPswd`, the spec's spelling), `codeFlag` (a remote auth
 * code is being shown) and the data-masking switch. The collapse choice survives reloads.
 */
export interface MenuState {
  header: MenuNode[];
  aside: MenuNode | undefined;
  threeMenu: MenuNode[];
  asideCollapse: boolean;
  repariPswd: boolean;
  codeFlag: boolean;
  masking: boolean;
}

const COLLAPSE_KEY = 'asideCollapse';

function readCollapse(): boolean {
  try {
    return window.localStorage.getItem(COLLAPSE_KEY) === '1';
  } catch {
    return false;
  }
}

let state: MenuState = {
  header: [],
  aside: undefined,
  threeMenu: [],
  asideCollapse: readCollapse(),
  repariPswd: false,
  codeFlag: false,
  masking: true,
};
const listeners = new Set<() => void>();

export function getMenuState(): MenuState {
  return state;
}

export function setMenuState(patch: Partial<MenuState>): void {
  const changed = (Object.keys(patch) as (keyof MenuState)[]).some((k) => patch[k] !== state[k]);
  if (!changed) return;
  state = { ...state, ...patch };
  if ('asideCollapse' in patch) {
    try {
      window.localStorage.setItem(COLLAPSE_KEY, state.asideCollapse ? '1' : '0');
    } catch {
      // not persisted; the toggle still works for this visit
    }
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMenuState(): MenuState {
  return useSyncExternalStore(subscribe, getMenuState, getMenuState);
}
