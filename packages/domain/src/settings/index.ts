import type { SettingsDef } from './types';
import { miniProgramSettings, officialAccountSettings, paySettings } from './weixin';

export * from './types';
export { miniProgramSettings, officialAccountSettings, paySettings } from './weixin';

/** Every per-tenant settings form, by key. */
export const SETTINGS: readonly SettingsDef[] = [miniProgramSettings, officialAccountSettings, paySettings];

export function settingsByKey(key: string): SettingsDef | undefined {
  return SETTINGS.find((s) => s.key === key);
}

export function settingsOfRoute(route: string): SettingsDef | undefined {
  return SETTINGS.find((s) => s.route === route);
}
