import { useDeferredValue, useState } from 'react';
import { Select } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FieldPicker } from '@coach/domain/resources/types.ts';
import { post } from '../../../platform/http';
import type { Page, Row } from '../api';
import { lookupResult, refusalProps } from './lookupRefusal';

/**
 * A searchable select of another resource's rows (`field.picker`): what is typed is sent to
 * that resource's list call, 20 rows at a time, and the chosen row's id becomes the value (a
 * list of ids with `multiple`). A value whose row is not among the answers (a record opened
 * for editing) is shown by the label its form already carries (`knownLabels`), else its id.
 */
type Value = string | number | null | undefined | readonly (string | number)[];

interface Props {
  picker: FieldPicker;
  value?: Value;
  onChange?: (value: string | string[] | null) => void;
  multiple?: boolean;
  /** Labels of ids the record already names (id -> label). */
  knownLabels?: Readonly<Record<string, string>>;
  /** Label of a single value (shorthand for knownLabels). */
  currentLabel?: string;
  id?: string;
  disabled?: boolean;
  placeholder?: string;
  /** Fixed width (a search form's inline control); the form's full width otherwise. */
  width?: number;
  /** Its name, where no label of its form item names it (a row of a list of items). */
  'aria-label'?: string;
}

const idsOf = (value: Value): string[] =>
  Array.isArray(value)
    ? value.map(String)
    : value === null || value === undefined || value === ''
      ? []
      : [String(value)];

export function PickerSelect({
  picker,
  value,
  onChange,
  multiple,
  knownLabels,
  currentLabel,
  id,
  disabled,
  placeholder,
  width,
  'aria-label': ariaLabel,
}: Props) {
  const [typed, setTyped] = useState('');
  const search = useDeferredValue(typed.trim());
  const rows = useQuery({
    queryKey: ['picker', picker.list, picker.params, search],
    queryFn: async () => {
      const body = {
        pageNum: 1,
        pageSize: 20,
        ...picker.params,
        ...(search ? { [picker.search ?? picker.label]: search } : {}),
      };
      return (await lookupResult(post<Page>(picker.list, body, { quiet: true }))).list;
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const options = (rows.data ?? []).map((row: Row) => ({
    value: String(row.id),
    label: String(row[picker.label] ?? row.id),
  }));
  const selected = idsOf(value);
  for (const chosen of selected) {
    if (options.some((o) => o.value === chosen)) continue;
    const known = knownLabels?.[chosen] ?? (selected.length === 1 ? currentLabel : undefined);
    options.unshift({ value: chosen, label: known || `#${chosen}` });
  }
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      mode={multiple ? 'multiple' : undefined}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      disabled={disabled}
      value={multiple ? selected : selected[0]}
      placeholder={placeholder}
      loading={rows.isFetching}
      options={options}
      notFoundContent={rows.isFetching ? '加载中…' : '无匹配数据'}
      {...refusalProps(rows.error)}
      onChange={(v: string | string[] | undefined) =>
        onChange?.(multiple ? ((v as string[] | undefined) ?? []) : ((v as string | undefined) ?? null))
      }
      style={{ width: width ?? '100%' }}
    />
  );
}
