import { lazy, Suspense } from 'react';
import { Form, Input, InputNumber, Radio, Select, Skeleton } from 'antd';
import { CAR_CATEGORIES } from '@coach/domain/categories.ts';
import type { FieldDef, Option } from '@coach/domain/resources/types.ts';
import { useFieldOptions } from './fieldOptions';
import { BoolSwitch } from './controls/BoolSwitch';
import { ImageUpload } from './controls/ImageUpload';
import { PickerSelect } from './controls/PickerSelect';
import { RefSelect } from './controls/RefSelect';
import { RegionCascader } from './controls/RegionCascader';
import { SecondsDatePicker } from './controls/SecondsDatePicker';

/**
 * The form control of a field, by kind. Form.Item hands it `value`/`onChange`/`id`, which
 * are passed through to the antd control. Options of `ids` fields (an account's roles)
 * come from the page, which knows where to load them.
 */
export interface FieldInputProps {
  field: FieldDef;
  /** Options for `ids` (and enum fields without options of their own). */
  options?: readonly Option[];
  optionsLoading?: boolean;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  disabled?: boolean;
}

// The editor is large: its own chunk, loaded the first time a form has a rich field.
const RichEditor = lazy(() => import('./controls/RichEditor'));

const CAR_OPTIONS = CAR_CATEGORIES.map((c) => ({ value: c.code, label: c.name }));
const full = { width: '100%' } as const;

/** Dictionary items as options; numeric values become numbers (enums are stored as numbers). */
function useEnumOptions(field: FieldDef, given?: readonly Option[]): Option[] {
  const options = useFieldOptions(field);
  if (field.options) return options ?? [];
  if (given) return [...given];
  return options ?? [];
}

function EnumInput({ field, options, value, onChange, id, disabled }: FieldInputProps) {
  const list = useEnumOptions(field, options);
  // A few choices read faster as radio buttons; longer lists need a select.
  if (list.length > 0 && list.length <= 4) {
    return (
      <Radio.Group id={id} disabled={disabled} value={value} onChange={(e) => onChange?.(e.target.value)}>
        {list.map((o) => (
          <Radio key={String(o.value)} value={o.value}>
            {o.label}
          </Radio>
        ))}
      </Radio.Group>
    );
  }
  return (
    <Select
      id={id}
      disabled={disabled}
      value={value ?? undefined}
      onChange={onChange}
      options={list}
      placeholder={`请选择${field.label}`}
      style={full}
      allowClear
    />
  );
}

export function FieldInput(props: FieldInputProps) {
  const { field, value, onChange, id, disabled } = props;
  const placeholder = `请输入${field.label}`;
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  if (field.picker) return <PickedField {...props} />;
  // Another record's id: chosen by name from its lookup.
  if (field.selector) return <RefSelect field={field} value={value} onChange={onChange} id={id} disabled={disabled} />;
  switch (field.kind) {
    case 'rich':
      return (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          <RichEditor
            id={id}
            disabled={disabled}
            value={text(value)}
            onChange={onChange}
            maxLength={field.maxLength}
            placeholder={placeholder}
          />
        </Suspense>
      );
    case 'textarea':
      return (
        <Input.TextArea
          id={id}
          disabled={disabled}
          value={text(value)}
          onChange={(e) => onChange?.(e.target.value)}
          maxLength={field.maxLength}
          showCount={!!field.maxLength}
          autoSize={{ minRows: 3, maxRows: 12 }}
          placeholder={placeholder}
        />
      );
    case 'int':
      return (
        <InputNumber
          id={id}
          disabled={disabled}
          value={value as number}
          onChange={onChange}
          precision={0}
          style={full}
          placeholder={placeholder}
        />
      );
    case 'decimal':
    case 'money':
      return (
        <InputNumber<string>
          id={id}
          disabled={disabled}
          value={value === null || value === undefined ? undefined : String(value)}
          onChange={(v) => onChange?.(v ?? null)}
          precision={2}
          min={field.kind === 'money' ? '0' : undefined}
          stringMode
          prefix={field.kind === 'money' ? '¥' : undefined}
          style={full}
          placeholder={placeholder}
        />
      );
    case 'enum':
      return <EnumInput {...props} />;
    case 'bool':
      return <BoolSwitch id={id} disabled={disabled} value={value as number} onChange={onChange} />;
    case 'date':
    case 'datetime':
      return (
        <SecondsDatePicker
          id={id}
          disabled={disabled}
          value={value as number}
          onChange={onChange}
          showTime={field.kind === 'datetime'}
        />
      );
    case 'image':
    case 'images':
      return (
        <ImageUpload
          id={id}
          disabled={disabled}
          value={value as string | string[]}
          onChange={onChange}
          multiple={field.kind === 'images'}
        />
      );
    case 'video':
      return <ImageUpload id={id} disabled={disabled} value={value as string} onChange={onChange} video />;
    case 'region':
      return <RegionCascader id={id} disabled={disabled} value={value as string[]} onChange={onChange} />;
    case 'carType':
      return (
        <Select
          id={id}
          disabled={disabled}
          value={value ?? undefined}
          onChange={onChange}
          options={CAR_OPTIONS}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={`请选择${field.label}`}
          style={full}
        />
      );
    case 'ids':
      return (
        <Select
          id={id}
          disabled={disabled}
          mode="multiple"
          value={(value as string[] | null) ?? []}
          onChange={onChange}
          options={(props.options ?? []).map((o) => ({ value: String(o.value), label: o.label }))}
          loading={props.optionsLoading}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={`请选择${field.label}`}
          style={full}
        />
      );
    case 'json':
      return <Input.TextArea id={id} value={text(value)} disabled autoSize />;
    default:
      return (
        <Input
          id={id}
          disabled={disabled}
          value={text(value)}
          onChange={(e) => onChange?.(e.target.value)}
          maxLength={field.maxLength}
          showCount={!!field.maxLength}
          placeholder={placeholder}
          allowClear
        />
      );
  }
}

/** A field whose value is another resource's row id (`field.picker`), inside a form. */
function PickedField({ field, value, onChange, id, disabled }: FieldInputProps) {
  const form = Form.useFormInstance();
  const labelField = field.picker!.labelField;
  const multiple = field.kind === 'ids';
  // The record names what it points to: one label, or a list in the order of the ids.
  const carried: unknown = labelField ? form.getFieldValue(labelField) : undefined;
  const ids = Array.isArray(value) ? value.map(String) : [];
  const knownLabels =
    multiple && Array.isArray(carried)
      ? Object.fromEntries(ids.map((id, i) => [id, String(carried[i] ?? '')]))
      : undefined;
  return (
    <PickerSelect
      picker={field.picker!}
      multiple={multiple}
      id={id}
      disabled={disabled}
      value={value as string | null | undefined}
      onChange={(v) => onChange?.(v)}
      knownLabels={knownLabels}
      currentLabel={!multiple && typeof carried === 'string' ? carried : undefined}
      placeholder={`请选择${field.label}`}
    />
  );
}
