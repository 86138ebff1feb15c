import type { ReportDef, ReportRoute } from './types';
import { AREAS } from '@coach/areas/index.ts';
import { definitionsOf } from '../areas/defineArea';

export * from './types';
export * from './periods';
export * from './figures';
export * from './tableColumns';
export * from './regionLevels';
export * from './dashboard';
export * from './toDate';

/** Every report declared once; the server registers its calls, the web its pages. */
export const REPORTS: readonly ReportDef[] = [...definitionsOf(AREAS, 'reports')];

export const reportsByName: Readonly<Record<string, ReportDef>> = Object.fromEntries(REPORTS.map((r) => [r.name, r]));

/** The report a page shows, with the page's fixed filters. */
export function reportOfRoute(path: string): { def: ReportDef; route: ReportRoute } | undefined {
  return reportsOfRoute(path)[0];
}

/** Every report a page shows: several are the page's tabs (招生报表: 招生, 分期招生, 退款), each titled by its `title`. */
export function reportsOfRoute(path: string): { def: ReportDef; route: ReportRoute }[] {
  return REPORTS.flatMap((def) => def.routes.filter((r) => r.path === path).map((route) => ({ def, route })));
}
