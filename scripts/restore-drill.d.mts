/** What the drill found in the cluster restored to T (see restore-drill.mjs). */
export interface DrillResult {
  /** Rows acknowledged by the console before T. */
  expected: number;
  /** Rows of this run in the restored cluster. */
  found: number;
  /** Acknowledged before T, absent from the restore. */
  missing: string[];
  /** Written after T, present in the restore. */
  extra: string[];
  /** Seconds the restore and the start (to promotion) took. */
  took: number;
  /** T, as given to pgbackrest restore --target. */
  target: string;
}

export const STANZA: string;
export function pgbackrestConfig(options: { dir: string; data: string; port: number }): string;
export function runDrill(options?: {
  before?: number;
  after?: number;
  log?: (line: string) => void;
  signal?: AbortSignal;
}): Promise<DrillResult>;
