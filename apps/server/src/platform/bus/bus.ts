import { randomUUID } from 'node:crypto';

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

/**
 * Notices on the wire, named by the bus that sent them: a publisher applies its own notice at
 * once, and its echo from Redis or PostgreSQL, arriving later, would drop for nothing the
 * copies made since. One name per bus (not per process: tests run several apps in one).
 */
export function noticeCodec() {
  const self = randomUUID();
  return {
    encode: (message: BusMessage): string => JSON.stringify({ ...message, from: self }),
    /** A notice received, or undefined for this bus's own (already applied). */
    decode(payload: string): BusMessage | undefined {
      const { from, ...message } = JSON.parse(payload) as BusMessage & { from?: string };
      return from === self ? undefined : (message as BusMessage);
    },
  };
}

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
