import type { SettingsDef } from './types';
import { AREAS } from '@coach/areas/index.ts';
import { definitionsOf } from '../areas/defineArea';

export * from './types';
export * from './teaching';

/** Every per-tenant settings form, by key. */
export const SETTINGS: readonly SettingsDef[] = [...definitionsOf(AREAS, 'settings')];

export function settingsByKey(key: string): SettingsDef | undefined {
  return SETTINGS.find((s) => s.key === key);
}

export function settingsOfRoute(route: string): SettingsDef | undefined {
  return SETTINGS.find((s) => s.route === route);
}
