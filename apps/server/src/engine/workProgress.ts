import { EXPORT_ID_PATTERN, type ExportProgress, type ImportPhase, type ImportProgress } from '@coach/domain';
import type { KvStore } from '../platform/kv/kvStore';
import type { ExportProgressRecorder } from '../platform/export/sendXlsx';

/**
 * How far a caller's long export or import has got (issue 40.5), kept in the shared store for
 * ten minutes under the caller's own key, so any server process answers the progress calls.
 * Without an id (or with a malformed one) nothing is recorded.
 */

/** How often (rows) progress is recorded: often enough to move, rarely enough to cost nothing. */
const PROGRESS_EVERY = 200;
const KEEP_SECONDS = 600;

export const exportProgressKey = (userId: string, exportId: string) => `export:${userId}:${exportId}`;
export const importProgressKey = (userId: string, importId: string) => `import:${userId}:${importId}`;

const validId = (id: unknown): id is string => typeof id === 'string' && EXPORT_ID_PATTERN.test(id);

/**
 * An export's progress: its rows written of the file's total, recorded by sendXlsx as it writes
 * them (list and report exports alike). The total comes from whoever reads the rows, once known
 * (`started`): a list from its first batch's statement, a report from its figures.
 */
export function exportProgress(kv: KvStore, userId: string, body: unknown): ExportProgressRecorder | undefined {
  const id = body && typeof body === 'object' ? (body as { exportId?: unknown }).exportId : undefined;
  if (!validId(id)) return undefined;
  const key = exportProgressKey(userId, id);
  let total: number | undefined;
  let written = 0;
  const record = (state: Partial<ExportProgress> = {}) =>
    kv.set(key, { written, total: total ?? 0, ...state } satisfies ExportProgress, KEEP_SECONDS);
  return {
    get total() {
      return total;
    },
    started: (rows) => {
      total = rows;
      return record();
    },
    wrote: async () => {
      written += 1;
      if (written % PROGRESS_EVERY === 0) await record();
    },
    done: () => record(),
    cancelled: () => record({ cancelled: true }),
  };
}

export type ImportProgressRecorder = ReturnType<typeof importProgress>;

/**
 * An import's progress: its rows checked of the sheet's total, then its rows written. The rows
 * are written in one transaction, so `writing` is recorded before it and `done` after it commits
 * (a record from inside would be invisible until then, and on PGlite would wait on the
 * transaction's own connection).
 */
export function importProgress(kv: KvStore, userId: string, importId: unknown) {
  if (!validId(importId)) return undefined;
  const key = importProgressKey(userId, importId);
  const state: ImportProgress = { phase: 'checking', total: 0, checked: 0, written: 0 };
  const record = () => kv.set(key, state, KEEP_SECONDS);
  return {
    started: (total: number) => {
      state.total = total;
      return record();
    },
    checked: async () => {
      state.checked += 1;
      if (state.checked % PROGRESS_EVERY === 0) await record();
    },
    /** Every row checked: `writing` the rows to write, or `refused` when a row was bad. */
    phase: (phase: ImportPhase, written = 0) => {
      Object.assign(state, { phase, checked: state.total, written });
      return record();
    },
  };
}
