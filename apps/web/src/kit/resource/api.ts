import type { Envelope } from '@coach/domain/errors.ts';
import { transitionBody, type ResourceDef, type TransitionDef } from '@coach/domain/resources/types.ts';
import { get, post } from '../../platform/http';

/**
 * The calls every resource answers at the paths of its definition (def.api). Envelopes are
 * returned as they come: a result counts only when `status` is true, and the http client
 * has already toasted business failures (except saves, which the form shows itself).
 */
export type Row = Record<string, unknown> & { id: string };

export interface Page<T = Row> {
  list: T[];
  total: number;
  /** More rows than the server counts exactly: `total` is the cap, shown as `10000+`. */
  totalCapped?: boolean;
  /** The definition's `listTotals` over every matching row (yuan text for money). */
  totals?: Record<string, number | string>;
  pageNum: number;
  pageSize: number;
}

/** `status:false` of a query, carried to the page's error state (antd Result + 重试). */
export class ResultError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ResultError';
  }
}

/** The result of a true status, or a ResultError with the server's message. */
export function resultOf<T>(response: Envelope<T>): T {
  if (!response.status) throw new ResultError(response.message || '加载失败');
  return response.result;
}

export function listRows(
  def: ResourceDef,
  body: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<Envelope<Page>> {
  return post<Page>(def.api.list!, body, { signal });
}

export function detailOf(def: ResourceDef, id: string): Promise<Envelope<Row>> {
  if (def.api.detailMethod === 'GET') return get<Row>(def.api.detail!, { params: { id } });
  return post<Row>(def.api.detail!, { id });
}

export const canCreate = (def: ResourceDef) => !!(def.api.save || def.api.create);
export const canUpdate = (def: ResourceDef) => !!(def.api.save || def.api.update);

/**
 * Add or edit: one `saveOrUpdate` (edit when the body has an id) or separate create/update.
 * Silent: the form shows a refusal next to the user's input instead of a passing toast.
 */
export function saveRow(
  def: ResourceDef,
  values: Record<string, unknown>,
  id?: string,
): Promise<Envelope<Record<string, unknown>>> {
  const path = def.api.save ?? (id ? def.api.update : def.api.create);
  if (!path) throw new Error(`${def.name}: no save path`);
  return post<Record<string, unknown>>(path, id ? { id, ...values } : values, { silent: true });
}

export function deleteRows(def: ResourceDef, ids: string[]): Promise<Envelope<unknown>> {
  return post<unknown>(def.api.delete!, { ids });
}

export function runTransitionCall(
  transition: TransitionDef,
  ids: string[],
  reason?: string,
): Promise<Envelope<unknown>> {
  return post<unknown>(transition.path, transitionBody(transition, ids, reason));
}

export function moveRow(def: ResourceDef, id: string, direction: 'up' | 'down'): Promise<Envelope<unknown>> {
  return post<unknown>(def.api.move!, { id, direction });
}

export { exportRows } from './exportFlow';
