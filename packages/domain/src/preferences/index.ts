/**
 * A user's own preferences, kept on the server so they follow the person to another computer
 * (issue 40): how each list's table is laid out (`columns:<page key>`) and the console's theme
 * (`theme`). Each stored value passes the same rule when sent back unchanged.
 */
const base = '/api/user/inner/sysUser/v1/preference';

/** Decided calls: every signed-in user reads and saves their own preferences only. */
export const PREFERENCE_CALLS = { get: `${base}/get`, save: `${base}/save` } as const;

/**
 * Decided: how far the caller's export has got (issue 40.5). An export sent with `exportId` (a
 * list's or a report's) records its rows written and its total as it streams; the console asks
 * this while it saves.
 */
export const EXPORT_PROGRESS_CALL = '/api/user/inner/sysUser/v1/exportProgress';
export const EXPORT_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
export interface ExportProgress {
  written: number;
  total: number;
  /** The caller went away before the file was finished (取消): nothing more is written. */
  cancelled?: true;
}

/**
 * Decided: how far the caller's import has got (issue 40.5). An import sent with `importId` (a
 * form field before the file, same form as an export's id) records the rows checked of the
 * sheet's total, then the rows written; `refused` when a row was bad (nothing is written).
 */
export const IMPORT_PROGRESS_CALL = '/api/user/inner/sysUser/v1/importProgress';
export type ImportPhase = 'checking' | 'writing' | 'done' | 'refused';
export interface ImportProgress {
  phase: ImportPhase;
  /** The sheet's data rows. */
  total: number;
  checked: number;
  written: number;
}

export type Density = 'default' | 'middle' | 'small';
export const DENSITY_OPTIONS: readonly { value: Density; label: string }[] = [
  { value: 'default', label: '默认' },
  { value: 'middle', label: '中等' },
  { value: 'small', label: '紧凑' },
];

/** One column as the user set it: shown or not, pinned to a side or not; the array's order is the shown order. */
export interface ColumnSetting {
  key: string;
  hidden?: boolean;
  fixed?: 'left' | 'right';
}

/** A table's layout: its columns in the user's order (those missing keep the definition's place), its density. */
export interface TableSettings {
  columns?: ColumnSetting[];
  density?: Density;
}

export type ThemeChoice = 'light' | 'dark';
export const THEME_OPTIONS: readonly { value: ThemeChoice; label: string }[] = [
  { value: 'light', label: '浅色' },
  { value: 'dark', label: '深色' },
];

export const THEME_PREFERENCE = 'theme';
export const tablePreferenceKey = (pageKey: string) => `columns:${pageKey}`;

/** At most this many columns are stored for one table (the widest list has ~40). */
export const MAX_SETTING_COLUMNS = 120;

/**
 * The columns to show, in order, after the user's settings: known columns the settings name, in
 * their order (hidden ones left out), then columns the settings do not know yet (a column added
 * since) in the definition's order. A setting naming a column no longer there is ignored.
 * Pinned columns go to their side, in that order (as ProTable does): a table keeps only the
 * columns at its ends in view, and the export follows the shown order.
 */
export function orderColumns<C extends { key: string }>(
  columns: readonly C[],
  settings: TableSettings | undefined,
): (C & { fixed?: 'left' | 'right' })[] {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const named = (settings?.columns ?? []).filter((s) => byKey.has(s.key));
  const namedKeys = new Set(named.map((s) => s.key));
  const shown: (C & { fixed?: 'left' | 'right' })[] = [
    ...named.filter((s) => !s.hidden).map((s) => ({ ...byKey.get(s.key)!, ...(s.fixed ? { fixed: s.fixed } : {}) })),
    ...columns.filter((c) => !namedKeys.has(c.key)),
  ];
  const side = (c: { fixed?: unknown }) => (c.fixed === 'left' ? 0 : c.fixed === 'right' ? 2 : 1);
  return shown
    .map((c, i) => ({ c, i }))
    .sort((a, b) => side(a.c) - side(b.c) || a.i - b.i)
    .map(({ c }) => c);
}
