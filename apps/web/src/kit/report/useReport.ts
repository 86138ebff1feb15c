import { useQuery } from '@tanstack/react-query';
import type { ReportAnswer, ReportDef } from '@coach/domain/reports/index.ts';
import { post } from '../../platform/http';
import { resultOf } from '../resource/api';

/** What the search bar asks of a report: period kind, range, rows, filters (and the route's fixed ones). */
export type ReportBody = Record<string, string | number | null | undefined>;

/** Drops what is not given, so the server's defaults apply and the cache key stays stable. */
export function cleanBody(body: ReportBody): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(body).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  ) as Record<string, string | number>;
}

/** The report's figures for a request (cached per session scope like every answer). */
export function useReport(def: ReportDef, body: ReportBody, enabled = true) {
  const clean = cleanBody(body);
  return useQuery({
    queryKey: ['report', def.name, clean],
    queryFn: async ({ signal }) => resultOf(await post<ReportAnswer>(def.api.stat, clean, { signal })),
    enabled,
  });
}
