import type { ChildProcess } from 'node:child_process';
import type { Standby } from './pgStandby.mjs';

/** A console process of the set (the built server). */
export interface ConsoleProcess {
  port: number;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM: drains, then exits. */
  terminate(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** kill -9. */
  kill(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ScaleOut {
  /** haproxy's address (http://127.0.0.1:port). */
  url: string;
  consoles: ConsoleProcess[];
  standby: Standby;
  primaryUrl: string;
  database: string;
  haproxyConfig: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number>;
export function haproxyConfig(options: { port: number; servers: number[]; readCalls: string }): string;
export function startConsoleProcess(env: Record<string, string>): Promise<ConsoleProcess>;
export function startScaleOut(options?: {
  primaryUrl?: string;
  redisUrl?: string;
  processes?: number;
  port?: number;
  standbyPort?: number;
  applyDelayMs?: number;
  env?: Record<string, string>;
}): Promise<ScaleOut>;
