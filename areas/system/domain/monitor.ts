/** 系统监控's one call: the figures of the process, the database, the store and the job queue. */
export const MONITOR_CALL = '/api/system/inner/monitor/v1/overview';

/** The job queues by the names people read (系统监控). */
export const QUEUE_TITLES: Record<string, string> = { 'filing-push': '备案推送' };

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
}
