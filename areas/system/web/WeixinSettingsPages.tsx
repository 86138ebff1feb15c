import { get, post } from '@coach/web/platform/http.ts';
import { miniProgramSettings, officialAccountSettings, paySettings } from '../domain';
import { SettingsForm, type SettingsCalls } from '@coach/web/kit/resource/SettingsForm.tsx';

/**
 * The three WeChat settings pages of 系统管理 > 微信配置. Binding forms use the tenant
 * config calls by key; the pay settings have calls of their own in the spec
 * (opreatePaySet getPaySet/savePaySet, spelling as the spec has it).
 */
const payCalls: SettingsCalls = {
  load: () => get<Record<string, unknown>>('/bbxc/operate/inner/opreatePaySet/v1/getPaySet'),
  save: (values) => post<unknown>('/bbxc/operate/inner/opreatePaySet/v1/savePaySet', values, { silent: true }),
};

export function MiniProgramBindPage() {
  return <SettingsForm def={miniProgramSettings} />;
}

export function OfficialAccountBindPage() {
  return <SettingsForm def={officialAccountSettings} />;
}

export function PayConfigPage() {
  return <SettingsForm def={paySettings} calls={payCalls} />;
}
