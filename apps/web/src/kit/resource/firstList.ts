import { pageKeyOf } from '@coach/domain/resources/types.ts';
import { PREFERENCE_CALLS, tablePreferenceKey } from '@coach/domain/preferences/index.ts';
import { startEarly } from '../../platform/http';
import { listBody, parseListState } from './listQuery';
import { routeDefOf } from './routeDefs';

/**
 * Starts the list call of the route at `pathname` now, with the filter and paging of its
 * address (`search`), as the list will ask it once drawn (issue 53.1): on a reload it goes out
 * with the session's calls instead of after `load`, the shell and the page. The list takes
 * that answer (platform/http `startEarly`); a page of its own that asks differently just asks.
 * The user's layout of its table (their preference) goes out with it.
 */
export function startFirstList(pathname: string, search: string): void {
  const found = routeDefOf(pathname);
  if (found?.kind !== 'list' || !found.def.api.list) return;
  const body = { ...listBody(parseListState(found.def, new URLSearchParams(search))), ...found.params };
  startEarly('POST', found.def.api.list, { body });
  startEarly('POST', PREFERENCE_CALLS.get, { body: { key: tablePreferenceKey(pageKeyOf(found.def)) } });
}
