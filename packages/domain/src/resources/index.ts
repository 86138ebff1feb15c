import type { DetailTableDef, FieldDef, ResourceDef } from './types';
import { AREAS } from '@coach/areas/index.ts';
import { definitionsOf } from '../areas/defineArea';

export * from './types';
export * from './common';
export * from './dictLabels';
export * from './school/options';
export * from './student/options';
export * from './orderOptions';
export * from './teaching/lessonOptions';
export * from './analytics';

/**
 * Every resource declared once; the server derives routes and tables, the web its pages. The
 * areas' (areas/<area>/area.ts) come from their declarations; the rest are still listed here
 * until their areas move into folders of their own.
 */
export const RESOURCES: readonly ResourceDef[] = [...definitionsOf(AREAS, 'resources')];

export const resourcesByName: Readonly<Record<string, ResourceDef>> = Object.fromEntries(
  RESOURCES.map((r) => [r.name, r]),
);

/**
 * The columns of a detail table: its own, or the fields its `from` resource declares (the
 * `opens` one linking to the row's detail). Throws on a name the catalogue lacks, so a typo
 * fails the server's start and the catalogue test rather than a page.
 */
export function detailColumns(table: DetailTableDef): readonly FieldDef[] {
  if (!table.from) return table.columns ?? [];
  const { resource, fields, opens } = table.from;
  const source = resourcesByName[resource];
  if (!source) throw new Error(`明细表 ${table.key} 的来源 ${resource} 不存在`);
  return fields.map((key) => {
    const field = source.fields.find((f) => f.key === key);
    if (!field) throw new Error(`明细表 ${table.key}：${resource} 没有字段 ${key}`);
    return key === opens ? { ...field, opens: { resource, idKey: 'id' } } : field;
  });
}

export function resourceOfRoute(route: string): ResourceDef | undefined {
  return RESOURCES.find(
    (r) =>
      r.route === route || r.formRoute === route || r.detailRoute === route || r.routes?.some((x) => x.path === route),
  );
}
export { isEmptyFor, rulesOfField } from './fieldRules';
