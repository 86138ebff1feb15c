/** Page kinds of routes.tsv: what sort of screen the route is. */
export type RouteKind =
  'fixed' | 'group' | 'dashboard' | 'list' | 'detail' | 'form' | 'report' | 'settings' | 'tree' | 'explain';

/** One row of the spec's route table: [path, title, group, hidden, chunk, kind, carType]. */
export type RouteRow = readonly [string, string, string, 0 | 1, string, string, number | null];

export interface RouteDef {
  path: string;
  title: string;
  /** Menu group (first path segment with slash, e.g. `/marketings`), or `fixed`. */
  group: string;
  hidden: boolean;
  /** Lazily loaded feature chunk the page belongs to. */
  chunk: string;
  kind: RouteKind;
  /** Car category code the page is bound to, when the route is per category. */
  carType: number | null;
}
