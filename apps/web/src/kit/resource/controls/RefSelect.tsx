import { useEffect, useMemo, useRef } from 'react';
import { Form, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { FieldDef } from '@coach/domain/resources/types.ts';
import { post } from '../../../platform/http';
import { lookupResult, refusalProps } from './lookupRefusal';

/**
 * The select of a field holding another record's id (`selector`: a lookup answering
 * `{id, name}[]`). With `selectorParent` the lookup is narrowed by that form value (a coach's
 * store by the chosen school) and the choice is cleared when the parent changes. A current
 * value the lookup no longer offers (a store closed since) still shows its name, read from
 * the row's `…Name` field. A list's filter (`withClosed`) offers the rows no longer in use too,
 * after the others and named so (安达驾校浦口门店（停业）): their records stay findable.
 */
export interface RefSelectProps {
  field: FieldDef;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  disabled?: boolean;
  /** Search forms: no name fallback, fixed width. */
  width?: number;
  placeholder?: string;
  /** Search forms: closed stores, disabled coaches and the like as well. */
  withClosed?: boolean;
}

const nameKeyOf = (key: string) => key.replace(/(Id|Code)$/, 'Name');

export function RefSelect({ field, value, onChange, id, disabled, width, placeholder, withClosed }: RefSelectProps) {
  const form = Form.useFormInstance();
  const parent = Form.useWatch(field.selectorParent ?? '__none', { form, preserve: true }) as unknown;
  const currentName = Form.useWatch(nameKeyOf(field.key), { form, preserve: true }) as unknown;
  const parentValue = field.selectorParent && parent != null && parent !== '' ? String(parent) : undefined;
  const query = useQuery({
    queryKey: ['selector', field.selector, parentValue ?? null, withClosed === true],
    queryFn: async () => {
      const body = {
        ...(field.selectorParent && parentValue ? { [field.selectorParent]: parentValue } : {}),
        ...(withClosed ? { withClosed: true } : {}),
      };
      type Option = { id: string; name: string; closedAs?: string };
      return lookupResult(post<Option[]>(field.selector!, body, { quiet: true }));
    },
    enabled: !!field.selector,
  });

  // The parent changed (another school): a store of the old one no longer fits.
  const previous = useRef(parentValue);
  useEffect(() => {
    if (previous.current !== undefined && previous.current !== parentValue && value != null && value !== '')
      onChange?.(null);
    previous.current = parentValue;
  }, [parentValue, value, onChange]);

  const options = useMemo(() => {
    const list = (query.data ?? []).map((o) => ({
      value: String(o.id),
      label: o.closedAs ? `${o.name}（${o.closedAs}）` : o.name,
    }));
    const current = value == null || value === '' ? undefined : String(value);
    if (current && !query.isLoading && !list.some((o) => o.value === current))
      list.unshift({ value: current, label: typeof currentName === 'string' && currentName ? currentName : current });
    return list;
  }, [query.data, query.isLoading, value, currentName]);

  return (
    <Select
      id={id}
      aria-label={field.label}
      disabled={disabled}
      value={value == null || value === '' ? undefined : String(value)}
      onChange={(v) => onChange?.(v ?? null)}
      options={options}
      loading={query.isLoading}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      placeholder={placeholder ?? `请选择${field.label}`}
      style={width ? { width } : { width: '100%' }}
      // A fixed-width filter's names (and a closed one's （停业）) are not cut: the list may be wider.
      popupMatchSelectWidth={width ? false : true}
      {...refusalProps(query.error)}
    />
  );
}
