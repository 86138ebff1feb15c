import { useSyncExternalStore } from 'react';
import type { MenuNode } from '@coach/domain/routes/index.ts';

/**
 * Menu state of the shell (spec §3 "Menu state"): the top groups (`header`), the current
 * side tree (`aside`), the third-level tabs (`threeMenu`), the collapsed side bar, the
 * change-password dialog (`repariPswd`, the spec's spelling), `codeFlag` (a remote auth
 * code is being shown). The collapse choice survives reloads. The data-masking flag of the
 * spec's menu state lives in platform/dataMasking, where the http client reads it.
 */
export interface MenuState {
  header: MenuNode[];
  aside: MenuNode | undefined;
  threeMenu: MenuNode[];
  asideCollapse: boolean;
  repariPswd: boolean;
  codeFlag: boolean;
}

const COLLAPSE_KEY = 'asideCollapse';

/** The collapse the user chose (kept over reloads), whatever the screen did to the side menu since. */
export function readCollapse(): boolean {
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
};
const listeners = new Set<() => void>();

export function getMenuState(): MenuState {
  return state;
}

/** `remember: false` for a change the screen made (a narrow window), not the user: it is not kept. */
export function setMenuState(patch: Partial<MenuState>, { remember = true }: { remember?: boolean } = {}): void {
  const changed = (Object.keys(patch) as (keyof MenuState)[]).some((k) => patch[k] !== state[k]);
  if (!changed) return;
  state = { ...state, ...patch };
  if ('asideCollapse' in patch && remember) {
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
