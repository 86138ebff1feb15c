import type { SettingsDef } from './types';
import { AREAS } from '@coach/areas/index.ts';
import { definitionsOf } from '../areas/defineArea';
import { ORDER_SETTINGS } from './orders';

export * from './types';
export * from './orders';
export * from './teaching';

/** Every per-tenant settings form, by key. */
export const SETTINGS: readonly SettingsDef[] = [...ORDER_SETTINGS, ...definitionsOf(AREAS, 'settings')];

export function settingsByKey(key: string): SettingsDef | undefined {
  return SETTINGS.find((s) => s.key === key);
}

export function settingsOfRoute(route: string): SettingsDef | undefined {
  return SETTINGS.find((s) => s.route === route);
}
