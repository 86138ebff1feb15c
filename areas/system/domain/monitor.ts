/**
 * 系统监控's one call: the figures of the process, the database, the store and the job queue, the
 * processes alive and the slowest calls of the last hour.
 */
export const MONITOR_CALL = '/api/system/inner/monitor/v1/overview';

/** The job queues by the names people read (系统监控). */
export const QUEUE_TITLES: Record<string, string> = { 'filing-push': '备案推送', 'audit-retention': '日志清理' };

export interface MonitorOverview {
  process: { pid: number; node: string; startedAt: number; uptimeSeconds: number; rssMb: number; heapUsedMb: number };
  database: {
    kind: string;
    ok: boolean;
    ms: number;
    error?: string;
    standbys: { name: string; lagMs: number; up: boolean }[];
  };
  store: { kind: string; ok: boolean; ms: number; error?: string };
  queues: { name: string; created: number; retry: number; active: number; completed: number; failed: number }[];
  /** The server processes that beat within the last 30 s (each writes its row every 10 s). */
  processes: { pid: number; host: string; version: string; startedAt: number; lastBeat: number; current: boolean }[];
  /** The slowest calls of the last hour over every process listed, by p95. */
  /** `name`: the call's name as the role tree shows it. */
  slowCalls: { path: string; name?: string; count: number; p95Ms: number; maxMs: number }[];
}
