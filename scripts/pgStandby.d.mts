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

/** Runs a PostgreSQL tool (or pgbackrest) as the postgres user; throws with its output when it fails. */
export function asPostgres(
  command: string,
  args: string[],
  options?: import('node:child_process').SpawnSyncOptions,
): string;
/** The folder of the PostgreSQL server binaries of that major version (else the first installed). */
export function binOf(major?: number): string;
export function query(url: string, text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
/** The postgres user's [uid, gid], or undefined when running as postgres. */
export function postgresOwner(): [number, number] | undefined;
