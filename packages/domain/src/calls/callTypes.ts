/** One row of the spec's call table: [method, path, family, action, purpose, pages]. */
export type CallRow = readonly [string, string, string, string, string, readonly string[]];

export interface CallDef {
  method: 'GET' | 'POST';
  /** Full path including the `/api` prefix. */
  path: string;
  family: string;
  action: string;
  /** English purpose from the spec table. */
  purpose: string;
  /** Page routes that use the call. */
  pages: readonly string[];
}
