import { DAILY_ANALYSIS } from '@coach/domain/resources/analytics/options.ts';
import { startEarly } from '@coach/web/platform/http.ts';

/** 首页's two calls: the month's figures, and their trend by day (the chart's first choice) or month. */
export const HOME_OVERVIEW = `${DAILY_ANALYSIS}/overview`;
export const HOME_TREND = `${DAILY_ANALYSIS}/trend`;
export type TrendKind = 'day' | 'month';
export const FIRST_TREND: TrendKind = 'day';

/** Both, started before the page has drawn (issue 53.1); the page's own calls take the answers. */
export function startHomeCalls(): void {
  startEarly('POST', HOME_OVERVIEW, { body: {} });
  startEarly('POST', HOME_TREND, { body: { kind: FIRST_TREND } });
}
