import { useDeferredValue, useState } from 'react';
import { Select } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FieldPicker } from '@coach/domain/resources/types.ts';
import { post } from '../../../platform/http';
import type { Page, Row } from '../api';

/**
 * A searchable select of another resource's rows (`field.picker`): what is typed is sent to
 * that resource's list call, 20 rows at a time, and the chosen row's id becomes the value.
 * A value whose row is not among the answers (a record opened for editing) is shown by the
 * label its form already carries (`currentLabel`), else by its id.
 */
interface Props {
  picker: FieldPicker;
  value?: string | number | null;
  onChange?: (value: string | null) => void;
  currentLabel?: string;
  id?: string;
  disabled?: boolean;
  placeholder?: string;
}

export function PickerSelect({ picker, value, onChange, currentLabel, id, disabled, placeholder }: Props) {
  const [typed, setTyped] = useState('');
  const search = useDeferredValue(typed.trim());
  const rows = useQuery({
    queryKey: ['picker', picker.list, picker.params, search],
    queryFn: async () => {
      const body = { pageNum: 1, pageSize: 20, ...picker.params, ...(search ? { [picker.search ?? picker.label]: search } : {}) };
      const response = await post<Page>(picker.list, body, { quiet: true });
      return response.status ? response.result.list : [];
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const options = (rows.data ?? []).map((row: Row) => ({ value: String(row.id), label: String(row[picker.label] ?? row.id) }));
  const selected = value === null || value === undefined || value === '' ? undefined : String(value);
  if (selected && !options.some((o) => o.value === selected)) options.unshift({ value: selected, label: currentLabel || `#${selected}` });
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      disabled={disabled}
      value={selected}
      placeholder={placeholder}
      loading={rows.isFetching}
      options={options}
      notFoundContent={rows.isFetching ? '加载中…' : '无匹配数据'}
      onChange={(v) => onChange?.(v ?? null)}
      style={{ width: '100%' }}
    />
  );
}
