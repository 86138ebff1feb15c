import { isShownFor, type ResourceDef } from '@coach/domain';
import { BizError } from '../platform/envelope';

const given = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

/**
 * Refuses a value for a field that does not belong to the record as it will be (a 使用门槛 on a
 * 无门槛券): the form hides such fields, so only a script or a stale page sends them, and
 * silently keeping or dropping them would store something nobody saw.
 */
export function refuseHiddenFields(
  def: ResourceDef,
  values: Record<string, unknown>,
  before?: Record<string, unknown>,
): void {
  const merged: Record<string, unknown> = {};
  for (const field of def.fields)
    merged[field.key] = field.key in values ? values[field.key] : (before?.[field.key] ?? field.defaultValue);
  for (const field of def.fields) {
    if (!field.shownWhen || !(field.key in values) || !given(values[field.key]) || isShownFor(field, merged)) continue;
    const control = def.fields.find((f) => f.key === field.shownWhen!.key);
    const value = merged[field.shownWhen.key];
    const label =
      control?.options?.find((o) => String(o.value) === String(value))?.label ??
      `${control?.label ?? field.shownWhen.key}为${String(value)}时`;
    throw new BizError(`${field.label}：${label}不需要填写`);
  }
}
