import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { declareViewParams } from '../../platform/viewParams';
import {
  DEFAULT_PAGE_SIZE,
  parseListState,
  toSearchParams,
  viewParamsOf,
  viewQueryOf,
  type FilterValue,
  type ListState,
} from './listQuery';

/**
 * A list's filter and paging, kept in the URL query (spec §2: search resets the page to 1
 * and remembers the filter; paging reuses it). The URL is the single source of truth: the
 * search form and the list call both read it, so reload, back/forward and a shared link all
 * show the same page.
 *
 * Kept-alive lists: opening the page again from the menu (a bare path) brings back the view
 * the user left, as keep-alive promises; `noCache` opens a fresh page instead.
 */
export interface ListStateApi {
  state: ListState;
  /** 查询: new filter, back to page 1, page size kept. */
  search: (filters: Record<string, FilterValue>) => void;
  /** Paging (and page size) with the current filter. */
  page: (pageNum: number, pageSize: number) => void;
  /** 重置: no filter, page 1 (the chosen page size stays). */
  reset: () => void;
}

export function useListState(def: ResourceDef, inUrl = true): ListStateApi {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const names = useMemo(() => viewParamsOf(def), [def]);

  // Declared before paint so the keep-alive cache keys this page without its filter.
  useLayoutEffect(() => {
    if (inUrl) declareViewParams(pathname, names);
  }, [pathname, names, inUrl]);

  const viewQuery = viewQueryOf(def, params);
  const remembered = useRef('');
  const restoring = viewQuery === '' && remembered.current !== '';
  const effective = restoring ? new URLSearchParams(remembered.current) : params;
  const stateKey = restoring ? remembered.current : viewQuery;
  // Keyed by the query text: a new URLSearchParams object per render must not re-parse.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const state = useMemo(() => parseListState(def, effective), [def, stateKey]);

  useEffect(() => {
    if (!inUrl) return;
    if (viewQuery) remembered.current = viewQuery;
    else if (remembered.current) {
      const next = new URLSearchParams(params);
      new URLSearchParams(remembered.current).forEach((value, key) => next.set(key, value));
      setParams(next, { replace: true });
    }
  }, [viewQuery, params, setParams, inUrl]);

  const go = useCallback(
    (next: ListState) => setParams((current) => toSearchParams(def, next, current)),
    [def, setParams],
  );

  return {
    state,
    search: useCallback((filters) => go({ pageNum: 1, pageSize: state.pageSize, filters }), [go, state.pageSize]),
    page: useCallback(
      (pageNum, pageSize) =>
        go({ pageNum: pageSize === state.pageSize ? pageNum : 1, pageSize, filters: state.filters }),
      [go, state.filters, state.pageSize],
    ),
    reset: useCallback(() => go({ pageNum: 1, pageSize: state.pageSize, filters: {} }), [go, state.pageSize]),
  };
}

/**
 * The same state kept in the component instead (a list that shares its page with others, such
 * as 课程信息's 习题 and 视频, or a course page's tabs: their filters must not meet in one URL).
 */
export function useLocalListState(): ListStateApi {
  const [state, setState] = useState<ListState>({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE, filters: {} });
  return {
    state,
    search: useCallback((filters) => setState((s) => ({ pageNum: 1, pageSize: s.pageSize, filters })), []),
    page: useCallback(
      (pageNum, pageSize) =>
        setState((s) => ({ pageNum: pageSize === s.pageSize ? pageNum : 1, pageSize, filters: s.filters })),
      [],
    ),
    reset: useCallback(() => setState((s) => ({ pageNum: 1, pageSize: s.pageSize, filters: {} })), []),
  };
}
