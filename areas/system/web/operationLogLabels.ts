import { RESOURCES, resourcesByName } from '@coach/domain/resources/index.ts';
import type { FieldDef, Option, ResourceDef } from '@coach/domain/resources/types.ts';
import { SETTINGS } from '@coach/domain/settings/index.ts';

/**
 * Readable names for what the operation log stores in code form: the resource (`account`,
 * `settings:wx_pay`) and the action (`create`, `disable`, `move-up` ...), used for the
 * columns, the search selects and the field names of the before/after comparison.
 */
const BASE_ACTIONS: Record<string, string> = {
  create: '新增',
  update: '修改',
  delete: '删除',
  'move-up': '上移',
  'move-down': '下移',
  resetInitPassword: '重置密码',
  import: '导入',
};

export const RESOURCE_OPTIONS: Option[] = [
  ...RESOURCES.map((r) => ({ value: r.name, label: r.title })),
  ...SETTINGS.map((s) => ({ value: `settings:${s.key}`, label: s.title })),
];

export const ACTION_OPTIONS: Option[] = (() => {
  const labels = new Map(Object.entries(BASE_ACTIONS));
  for (const r of RESOURCES) for (const t of r.transitions ?? []) if (!labels.has(t.name)) labels.set(t.name, t.label);
  return [...labels].map(([value, label]) => ({ value, label }));
})();

/** The fields a logged resource (or settings form) has, for labelling snapshot keys. */
export function fieldsOfLogged(resource: unknown): readonly FieldDef[] {
  const name = String(resource ?? '');
  if (name.startsWith('settings:')) return SETTINGS.find((s) => `settings:${s.key}` === name)?.fields ?? [];
  return (resourcesByName[name] as ResourceDef | undefined)?.fields ?? [];
}
