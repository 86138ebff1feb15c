import type { Option } from './types';
import { RESOURCES, resourcesByName } from './index';
import { SETTINGS } from '../settings/index';

/**
 * The names the operation log gives what it stores in code form: the resource (`account`,
 * `settings:wx_pay`) and the action (`create`, `release`, `move-up` …). An action is named by
 * the resource it was done to: `release` is 发布 on 通知公告 and 解除 on another page, so a
 * flat list of codes named a 发布 解除 (issue 50.6).
 */
const BASE_ACTIONS: Readonly<Record<string, string>> = {
  create: '新增',
  update: '修改',
  delete: '删除',
  'move-up': '上移',
  'move-down': '下移',
  resetInitPassword: '重置密码',
  resetPassword: '重置密码',
  import: '导入',
};

/** Every state change and row action a resource declares, by name. */
const ownActions = (resource: string): ReadonlyMap<string, string> | undefined => {
  const def = resourcesByName[resource];
  if (!def) return undefined;
  return new Map([
    ...[...(def.actions ?? []), ...(def.transitions ?? [])].map((a): [string, string] => [a.name, a.label]),
    ...Object.entries(def.loggedActions ?? {}),
  ]);
};

/** The action's name on the resource it was done to; a code no definition names stays as it is. */
export function operationActionName(resource: unknown, action: unknown): string {
  const code = String(action ?? '');
  return ownActions(String(resource ?? ''))?.get(code) ?? BASE_ACTIONS[code] ?? ANY_RESOURCE.get(code) ?? code;
}

/** What an action is called on some resource (a feature's own call logged under another one). */
const ANY_RESOURCE: ReadonlyMap<string, string> = (() => {
  const labels = new Map<string, Set<string>>();
  for (const r of RESOURCES)
    for (const [name, label] of [
      ...[...(r.transitions ?? []), ...(r.actions ?? [])].map((a) => [a.name, a.label]),
      ...Object.entries(r.loggedActions ?? {}),
    ]) {
      if (!labels.has(name)) labels.set(name, new Set());
      labels.get(name)!.add(label);
    }
  return new Map([...labels].map(([name, set]) => [name, [...set].join('/')]));
})();

/** What a call logs its work under that is no definition: 重新固化 runs over every satisfaction report. */
const LOG_ONLY_RESOURCES: Readonly<Record<string, string>> = { satisfactionSolidify: '教学满意度' };

/** The resource's title (a settings form's for `settings:<key>`); an unknown code stays as it is. */
export function operationResourceName(resource: unknown): string {
  const code = String(resource ?? '');
  if (code.startsWith('settings:')) return SETTINGS.find((s) => `settings:${s.key}` === code)?.title ?? code;
  return resourcesByName[code]?.title ?? LOG_ONLY_RESOURCES[code] ?? code;
}

/**
 * The choices of the log's 操作 filter: one per code, named by every resource's word for it
 * (发布/解除), as the filter finds the code on whichever resource.
 */
export const OPERATION_ACTION_OPTIONS: readonly Option[] = [
  ...new Map([...Object.entries(BASE_ACTIONS), ...ANY_RESOURCE].map(([value, label]) => [value, label])),
].map(([value, label]) => ({ value, label }));
