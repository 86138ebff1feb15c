import { useEffect, useRef } from 'react';
import type { Dayjs } from 'dayjs';
import { Button, DatePicker, Form, Input, InputNumber, Select, Space, type FormRule } from 'antd';
import DownOutlined from '@ant-design/icons/DownOutlined';
import UpOutlined from '@ant-design/icons/UpOutlined';
import { ALL_OPTION } from '@coach/domain/constants.ts';
import { rules } from '@coach/domain/rules/index.ts';
import { CAR_CATEGORIES } from '@coach/domain/categories.ts';
import {
  betweenKeys,
  pageKeyOf,
  PHONE_SEARCH_HINT,
  rangeKeys,
  searchModeOf,
  type FieldDef,
  type ResourceDef,
} from '@coach/domain/resources/types.ts';
import { useFieldOptions } from './fieldOptions';
import { RefSelect } from './controls/RefSelect';
import { PickerSelect } from './controls/PickerSelect';
import { searchFieldsOf, type FilterValue, type ListState } from './listQuery';
import { pickerOfSeconds, secondsOfPicker } from './timeValues';
import { useSearchFold } from './searchFold';
import { SearchButtons } from './SearchButtons';

/**
 * The search form of a list, from the fields marked `search`: text box for `like`, select
 * with 全部 (null) for `eq`, a date range for `range` (its `rangeKeys`: startTime/endTime for
 * the list's first, Shanghai days, end inclusive). It shows the filter of the URL and hands a new one to 查询; 重置 clears it.
 */
/** The form item of a date range (one per range field: a list may filter by two dates). */
const rangeItem = (field: FieldDef) => `${field.key}__range`;

/**
 * The spec's range pair (请输入范围!, 只能输入正数字!, 最小值不能大于最大值!) on the upper
 * half, judged with the lower one: the error shows under the field's label (the halves are
 * `noStyle`), and 查询 does not run a search the server would refuse.
 */
const betweenRule =
  (field: FieldDef): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_, max) => {
      const message = rules.range([getFieldValue(betweenKeys(field.key)[0]), max]);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });

function EqSelect({
  field,
  value,
  onChange,
}: {
  field: FieldDef;
  value?: FilterValue;
  onChange?: (v: FilterValue) => void;
}) {
  // The list's cells and this filter name a value alike: 字典管理's label where the field names a dictionary.
  const fieldOptions = useFieldOptions(field);
  const options =
    field.kind === 'carType' && !field.options
      ? CAR_CATEGORIES.map((c) => ({ value: c.code, label: c.name }))
      : (fieldOptions ?? []).map((o) => ({ value: o.value, label: o.label }));
  return (
    <Select
      aria-label={field.label}
      value={value ?? null}
      onChange={onChange}
      options={[{ value: ALL_OPTION.value, label: ALL_OPTION.label }, ...options]}
      style={{ width: 160 }}
    />
  );
}

export function SearchForm({
  def,
  state,
  onSearch,
  onReset,
  fixed,
}: {
  def: ResourceDef;
  state: ListState;
  onSearch: (filters: Record<string, FilterValue>) => void;
  onReset: () => void;
  /** Filters the page fixes (its route's parameters): not offered, the page is about them. */
  fixed?: Readonly<Record<string, string | number>>;
}) {
  const [form] = Form.useForm();
  const fields = searchFieldsOf(def).filter((f) => fixed?.[f.key] === undefined);
  const fold = useSearchFold(pageKeyOf(def), fields.length);

  // The URL is the truth: whatever brought a new filter (back button, a link), show it. Keyed
  // by the filter's content: coming back to a kept-alive list through the menu gives a new
  // location with the same filter, and must not wipe what the user typed but did not submit.
  // Activity re-runs effects when a hidden page shows again: the ref remembers what was
  // already synced so that does not count as a change either.
  const filterKey = JSON.stringify(state.filters);
  const synced = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (synced.current === filterKey) return;
    synced.current = filterKey;
    const values: Record<string, unknown> = {};
    for (const field of fields) {
      if (field.search === 'range') {
        const [startKey, endKey] = rangeKeys(def, field);
        const start = pickerOfSeconds(state.filters[startKey]);
        const end = pickerOfSeconds(state.filters[endKey]);
        values[rangeItem(field)] = start || end ? [start, end] : null;
      } else if (field.search === 'between') {
        for (const name of betweenKeys(field.key)) values[name] = state.filters[name] ?? null;
      } else {
        values[field.key] = state.filters[field.key] ?? (field.search === 'eq' ? null : '');
      }
    }
    form.setFieldsValue(values);
    // Re-synced when the URL's filter changes, not on every render (`fields` is derived).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filterKey, form]);

  const submit = () => {
    const values = form.getFieldsValue() as Record<string, unknown>;
    const filters: Record<string, FilterValue> = {};
    for (const field of fields) {
      if (field.search === 'range') {
        const [startKey, endKey] = rangeKeys(def, field);
        const range = values[rangeItem(field)] as [Dayjs | null, Dayjs | null] | null;
        filters[startKey] = secondsOfPicker(range?.[0], 'start') ?? null;
        filters[endKey] = secondsOfPicker(range?.[1], 'end') ?? null;
      } else if (field.search === 'between') {
        for (const name of betweenKeys(field.key))
          filters[name] = typeof values[name] === 'number' ? (values[name] as number) : null;
      } else {
        const value = values[field.key];
        filters[field.key] = value === undefined || value === '' ? null : (value as FilterValue);
      }
    }
    onSearch(filters);
  };

  if (fields.length === 0) return null;
  return (
    <div ref={fold.ref}>
      <Form
        form={form}
        name={`${def.name}-search`}
        layout="inline"
        onFinish={submit}
        style={{ rowGap: 12 }}
        data-testid="search-form"
      >
        {fields.map((field, i) => (
          <div key={field.key} data-search-item style={fold.visible(i) ? undefined : { display: 'none' }}>
            {field.search === 'range' ? (
              <Form.Item key={field.key} name={rangeItem(field)} label={field.label}>
                <DatePicker.RangePicker allowEmpty={[true, true]} />
              </Form.Item>
            ) : field.search === 'between' ? (
              <Form.Item key={field.key} label={field.label}>
                <Space.Compact>
                  <Form.Item name={betweenKeys(field.key)[0]} noStyle>
                    <InputNumber
                      aria-label={`${field.label}下限`}
                      placeholder="最低"
                      precision={0}
                      style={{ width: 90 }}
                    />
                  </Form.Item>
                  <Form.Item
                    name={betweenKeys(field.key)[1]}
                    noStyle
                    dependencies={[betweenKeys(field.key)[0]]}
                    rules={[betweenRule(field)]}
                  >
                    <InputNumber
                      aria-label={`${field.label}上限`}
                      placeholder="最高"
                      precision={0}
                      style={{ width: 90 }}
                    />
                  </Form.Item>
                </Space.Compact>
              </Form.Item>
            ) : (
              <Form.Item key={field.key} name={field.key} label={field.label}>
                {field.selector ? (
                  <RefSelect field={field} width={180} placeholder="全部" withClosed />
                ) : field.picker ? (
                  <PickerSelect picker={field.picker} placeholder={`搜索${field.label}`} width={200} />
                ) : field.search === 'eq' && (field.options || field.dict || field.kind === 'carType') ? (
                  <EqSelect field={field} />
                ) : (
                  <Input
                    aria-label={field.label}
                    placeholder={searchModeOf(field) === 'phone' ? PHONE_SEARCH_HINT : `请输入${field.label}`}
                    allowClear
                    style={{ width: 180 }}
                    maxLength={field.maxLength ?? 100}
                  />
                )}
              </Form.Item>
            )}
          </div>
        ))}
        <div data-search-buttons>
          <SearchButtons
            onReset={() => {
              form.resetFields();
              onReset();
            }}
          >
            {fold.foldable && (
              <Button
                type="link"
                aria-expanded={!fold.folded}
                icon={fold.folded ? <DownOutlined /> : <UpOutlined />}
                iconPlacement="end"
                onClick={fold.toggle}
                data-testid="search-fold"
              >
                {fold.folded ? '展开' : '收起'}
              </Button>
            )}
          </SearchButtons>
        </div>
      </Form>
    </div>
  );
}
