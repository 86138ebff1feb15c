/** A hot standby of the local PostgreSQL primary (see pgStandby.mjs). */
export interface Standby {
  port: number;
  dir: string;
  /** postgres:// URL of a database on the standby (the primary URL's database by default). */
  url(database?: string): string;
  /** recovery_min_apply_delay: the standby applies WAL this long after the primary wrote it. */
  setApplyDelay(ms: number): Promise<void>;
  /** Stops it and removes its folder, replication slot and pg_hba line. */
  stop(): Promise<void>;
}

export function startStandby(options?: { primaryUrl?: string; port?: number; applyDelayMs?: number }): Promise<Standby>;
