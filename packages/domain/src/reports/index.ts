import type { ReportDef, ReportRoute } from './types';
import { channelStatistics } from './channelBack/channelStatistics';
import { storeAndAuth } from './timing/storeAndAuth';
import { studySubject } from './timing/studySubject';

export * from './types';
export * from './periods';
export * from './figures';
export { channelStatistics } from './channelBack/channelStatistics';
export { storeAndAuth } from './timing/storeAndAuth';
export { studySubject } from './timing/studySubject';
export * from './timing/sets';

/** Every report declared once; the server registers its calls, the web its pages. */
export const REPORTS: readonly ReportDef[] = [channelStatistics, storeAndAuth, studySubject];

export const reportsByName: Readonly<Record<string, ReportDef>> = Object.fromEntries(REPORTS.map((r) => [r.name, r]));

/** The report a page shows, with the page's fixed filters. */
export function reportOfRoute(path: string): { def: ReportDef; route: ReportRoute } | undefined {
  for (const def of REPORTS) {
    const route = def.routes.find((r) => r.path === path);
    if (route) return { def, route };
  }
  return undefined;
}
