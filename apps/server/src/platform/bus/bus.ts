/**
 * Cross-process notices that cached copies are stale (a session ended, a user's permissions
 * changed). The shared store stays the truth; a process that missed a notice still drops its
 * copy when the copy's short lifetime ends.
 */
export interface Bus {
  publish(message: BusMessage): Promise<void>;
  subscribe(handler: (message: BusMessage) => void): void;
  close(): Promise<void>;
}

export type BusMessage = { kind: 'session'; key: string } | { kind: 'user'; id: string };

/** One process only (PGlite): notices go straight to the local subscribers. */
export function createLocalBus(): Bus {
  const handlers: ((m: BusMessage) => void)[] = [];
  return {
    async publish(message) {
      for (const h of handlers) h(message);
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    async close() {},
  };
}
