import { useState } from 'react';
import type { FormInstance } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { isEditable, isShownFor, type ResourceDef } from '@coach/domain/resources/types.ts';
import { toastSuccess } from '../../platform/feedback';
import { saveRow } from './api';
import { isMaskedText, trimsText } from './fieldRules';

/**
 * Submitting an add/edit form: the values are checked by the form's rules, trimmed as the
 * server would, and sent. A refusal (`status:false`, e.g. `登录账号：字符长度在4至30之间!` or
 * `敏感词已存在`) keeps the form and the user's input: the message shows above the form and,
 * when it names a field, under that field too.
 */
export interface SaveApi {
  saving: boolean;
  /** Message of the last refusal, shown above the form. */
  error: string | undefined;
  clearError: () => void;
  /** Resolves the save answer on success, undefined otherwise. */
  submit: (
    form: FormInstance,
    options: { id?: string; initial?: Record<string, unknown>; fixed?: Readonly<Record<string, unknown>> },
  ) => Promise<Record<string, unknown> | undefined>;
}

export function bodyOf(
  def: ResourceDef,
  values: Record<string, unknown>,
  creating: boolean,
  initial: Record<string, unknown> = {},
  extraKeys: readonly string[] = [],
) {
  const body: Record<string, unknown> = {};
  for (const key of extraKeys) if (key in values) body[key] = values[key];
  for (const field of def.fields) {
    if (!isEditable(field, creating) || !(field.key in values)) continue;
    // A field the chosen values hide (使用门槛 of a 无门槛券) is not part of the record.
    if (!isShownFor(field, { ...initial, ...values })) continue;
    let value = values[field.key];
    if (typeof value === 'string' && trimsText(field)) value = value.trim();
    if (value === undefined) value = null;
    // A masked value (138****1234) sent back unchanged must not overwrite the real one: left
    // out on edit, the server keeps it (engine: a missing key keeps its value).
    if (!creating && field.masked && isMaskedText(initial[field.key]) && value === initial[field.key]) continue;
    body[field.key] = value;
  }
  return body;
}

/** `登录账号：…` names the field by its label; `<label>已存在` is the unique check. */
export function fieldOfMessage(def: ResourceDef, message: string): { key: string; text: string } | undefined {
  for (const field of def.fields) {
    if (message.startsWith(field.label + '：')) return { key: field.key, text: message.slice(field.label.length + 1) };
    if (message === `${field.label}已存在`) return { key: field.key, text: message };
  }
  return undefined;
}

export function useResourceSave(
  def: ResourceDef,
  onSaved?: (answer: Record<string, unknown>, creating: boolean, sent: Record<string, unknown>) => void,
  extraKeys?: readonly string[],
): SaveApi {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();

  const submit: SaveApi['submit'] = async (form, { id, initial, fixed }) => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values || saving) return undefined;
    const creating = !id;
    setSaving(true);
    setError(undefined);
    try {
      const body = { ...bodyOf(def, values as Record<string, unknown>, creating, initial, extraKeys), ...fixed };
      const response = await saveRow(def, body, id);
      if (!response.status) {
        const message = response.message || '保存失败';
        setError(message);
        const named = fieldOfMessage(def, message);
        if (named && named.key in form.getFieldsValue()) form.setFields([{ name: named.key, errors: [named.text] }]);
        return undefined;
      }
      toastSuccess(response.message || (creating ? '新增成功' : '修改成功'));
      await queryClient.invalidateQueries({ queryKey: ['resource', def.name] });
      const answer = response.result ?? {};
      onSaved?.(answer, creating, body);
      return answer;
    } catch {
      return undefined; // transport failure: toasted by the http client, input kept
    } finally {
      setSaving(false);
    }
  };

  return { saving, error, clearError: () => setError(undefined), submit };
}
