import type { ReportDef, ReportRoute } from './types';
import { channelStatistics } from './channelBack/channelStatistics';

export * from './types';
export * from './periods';
export * from './figures';
export { channelStatistics } from './channelBack/channelStatistics';

/** Every report declared once; the server registers its calls, the web its pages. */
export const REPORTS: readonly ReportDef[] = [channelStatistics];

export const reportsByName: Readonly<Record<string, ReportDef>> = Object.fromEntries(REPORTS.map((r) => [r.name, r]));

/** The report a page shows, with the page's fixed filters. */
export function reportOfRoute(path: string): { def: ReportDef; route: ReportRoute } | undefined {
  for (const def of REPORTS) {
    const route = def.routes.find((r) => r.path === path);
    if (route) return { def, route };
  }
  return undefined;
}
