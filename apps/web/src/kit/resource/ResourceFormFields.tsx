import type { ReactNode } from 'react';
import { Form } from 'antd';
import { ANTD_VALIDATE_TRIGGER } from '@coach/domain/rules/adapters.ts';
import { isEditable, isShownFor, type FieldDef, type Option, type ResourceDef } from '@coach/domain/resources/types.ts';
import { FieldInput } from './FieldInput';
import { antdRulesOfField } from './fieldRules';

/**
 * The Form.Items of a definition's add or edit form. Fields that are set only when adding
 * (a login account) still show on edit, disabled, so the user sees which record it is.
 * Rules trigger on blur and change (spec §5) with the domain's exact messages.
 */
export interface FormExtras {
  /** Options of `ids` (or dictionary-less enum) fields by key, e.g. roleIds -> roles. */
  options?: Readonly<Record<string, readonly Option[] | undefined>>;
  optionsLoading?: boolean;
  /** Keys of a page's own Form.Items (not fields of the definition) sent with the save. */
  extraKeys?: readonly string[];
  /** Values a new record starts with (申请退款 from an order's row: that order, its number as the picker's label). */
  initialValues?: Readonly<Record<string, unknown>>;
  /** Values the page fixes, sent with the save (a tree node's parent, the page's category). */
  fixed?: Readonly<Record<string, unknown>>;
  /** Shown above the fields: what the form is about (the row a row form was opened from). */
  about?: ReactNode;
  /** The save answer and what was sent: the page shows what the server returns once (an initial password). */
  onSaved?: (answer: Record<string, unknown>, creating: boolean, sent: Record<string, unknown>) => void;
}

const TRIGGERS = [...ANTD_VALIDATE_TRIGGER];

/** Fields the form shows: editable ones, plus create-only ones (disabled) when editing. */
export function formFieldsOf(def: ResourceDef, creating: boolean): { field: FieldDef; editable: boolean }[] {
  return def.fields
    .filter((f) => !f.readOnly && (f.form ?? true) !== false && f.kind !== 'json')
    .map((field) => ({ field, editable: isEditable(field, creating) }))
    .filter(({ field, editable }) => editable || (!creating && field.form === 'create'));
}

export function ResourceFormFields({
  def,
  creating,
  extras,
  only,
  skip,
}: {
  def: ResourceDef;
  creating: boolean;
  extras?: FormExtras;
  /** Restrict to these keys (a page laying out its own sections). */
  only?: readonly string[];
  skip?: readonly string[];
}) {
  const fields = formFieldsOf(def, creating).filter(
    ({ field }) => (!only || only.includes(field.key)) && !skip?.includes(field.key),
  );
  return (
    <>
      {fields.map(({ field, editable }) => {
        const item = (
          <Form.Item
            key={field.key}
            name={field.key}
            label={field.label}
            rules={editable ? antdRulesOfField(field) : undefined}
            validateTrigger={TRIGGERS}
            required={editable && field.required}
          >
            <FieldInput
              field={field}
              disabled={editable ? undefined : true}
              options={extras?.options?.[field.key]}
              optionsLoading={extras?.optionsLoading}
            />
          </Form.Item>
        );
        if (!field.shownWhen) return item;
        // Shown only for some values of another field (a coupon's 使用门槛 for 满减券 only).
        const control = field.shownWhen.key;
        return (
          <Form.Item key={field.key} noStyle shouldUpdate={(a, b) => a[control] !== b[control]}>
            {({ getFieldValue }) => (isShownFor(field, { [control]: getFieldValue(control) }) ? item : null)}
          </Form.Item>
        );
      })}
    </>
  );
}
