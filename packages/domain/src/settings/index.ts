import type { SettingsDef } from './types';
import { miniProgramSettings, officialAccountSettings, paySettings } from './weixin';
import { MARKETING_SETTINGS } from './marketing';
import { EXAMROOM_MONEY_SETTINGS } from './examroomMoney';
import { EXAMROOM_PLAN_SETTINGS } from './examroomPlan';
import { timingSettings } from './timing';
import { ORDER_SETTINGS } from './orders';
import { TEACHING_SETTINGS } from './teaching';

export * from './types';
export { miniProgramSettings, officialAccountSettings, paySettings } from './weixin';
export * from './marketing';
export * from './examroomMoney';
export * from './examroomPlan';
export * from './timing';
export * from './orders';
export * from './teaching';

/** Every per-tenant settings form, by key. */
export const SETTINGS: readonly SettingsDef[] = [
  miniProgramSettings,
  officialAccountSettings,
  paySettings,
  ...MARKETING_SETTINGS,
  ...EXAMROOM_MONEY_SETTINGS,
  ...EXAMROOM_PLAN_SETTINGS,
  timingSettings,
  ...ORDER_SETTINGS,
  ...TEACHING_SETTINGS,
];

export function settingsByKey(key: string): SettingsDef | undefined {
  return SETTINGS.find((s) => s.key === key);
}

export function settingsOfRoute(route: string): SettingsDef | undefined {
  return SETTINGS.find((s) => s.route === route);
}
