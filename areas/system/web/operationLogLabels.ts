import { RESOURCES, resourcesByName } from '@coach/domain/resources/index.ts';
import type { FieldDef, Option, ResourceDef } from '@coach/domain/resources/types.ts';
import { SETTINGS } from '@coach/domain/settings/index.ts';
import { OPERATION_ACTION_OPTIONS } from '@coach/domain/resources/operationNames.ts';

/**
 * Readable names for what the operation log stores in code form: the resource (`account`,
 * `settings:wx_pay`) and the action, for the search selects and the field names of the
 * before/after comparison (the rows' own names come with them from the server).
 */
export const RESOURCE_OPTIONS: Option[] = [
  ...RESOURCES.map((r) => ({ value: r.name, label: r.title })),
  ...SETTINGS.map((s) => ({ value: `settings:${s.key}`, label: s.title })),
];

/** The 操作 filter's choices (the rows name each action by its own resource: see operationNames). */
export const ACTION_OPTIONS: Option[] = [...OPERATION_ACTION_OPTIONS];

/** The fields a logged resource (or settings form) has, for labelling snapshot keys. */
export function fieldsOfLogged(resource: unknown): readonly FieldDef[] {
  const name = String(resource ?? '');
  if (name.startsWith('settings:')) return SETTINGS.find((s) => `settings:${s.key}` === name)?.fields ?? [];
  return (resourcesByName[name] as ResourceDef | undefined)?.fields ?? [];
}
