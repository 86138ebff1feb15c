import type { Option } from './types';

/** One entry of a dictionary (字典管理): the stored value as text and its label. */
export interface DictItem {
  value: string;
  label: string;
}

/**
 * The choices of an enum field as 字典管理 has them, on every side that shows a label (the
 * pages and the exports): a field naming a dictionary (`dict`) takes each value's label from
 * it, the definition's label being the fallback for a value the dictionary lacks (or before
 * it loaded); the definition's order and colours stay. A field without options of its own
 * offers the dictionary's items.
 */
export function withDictLabels(
  options: readonly Option[] | undefined,
  items: readonly DictItem[],
): Option[] | undefined {
  if (!options)
    return items.length
      ? items.map((d) => ({ value: /^-?\d+$/.test(d.value) ? Number(d.value) : d.value, label: d.label }))
      : undefined;
  if (!items.length) return [...options];
  const byValue = new Map(items.map((d) => [d.value, d.label]));
  return options.map((o) => ({ ...o, label: byValue.get(String(o.value)) || o.label }));
}
