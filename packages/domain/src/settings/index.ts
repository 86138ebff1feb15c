import type { SettingsDef } from './types';
import { AREAS } from '@coach/areas/index.ts';
import { definitionsOf } from '../areas/defineArea';
import { miniProgramSettings, officialAccountSettings, paySettings } from './weixin';
import { timingSettings } from './timing';
import { TEACHING_SETTINGS } from './teaching';

export * from './types';
export { miniProgramSettings, officialAccountSettings, paySettings } from './weixin';
export * from './timing';
export * from './teaching';

/** Every per-tenant settings form, by key. */
export const SETTINGS: readonly SettingsDef[] = [
  miniProgramSettings,
  officialAccountSettings,
  paySettings,
  timingSettings,
  ...TEACHING_SETTINGS,
  ...definitionsOf(AREAS, 'settings'),
];

export function settingsByKey(key: string): SettingsDef | undefined {
  return SETTINGS.find((s) => s.key === key);
}

export function settingsOfRoute(route: string): SettingsDef | undefined {
  return SETTINGS.find((s) => s.route === route);
}
