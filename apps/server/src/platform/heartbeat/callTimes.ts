import type { FastifyInstance } from 'fastify';

/** The window is an hour of 5-minute slots: the oldest slot leaves as a new one begins. */
const SLOT_MS = 5 * 60_000;
const SLOTS = 12;
/** Bucket i holds the times up to RATIO^i ms: a p95 read from them is within 10 % of the exact one. */
const RATIO = 1.1;
const LOG_RATIO = Math.log(RATIO);

const bucketOf = (ms: number) => (ms <= 1 ? 0 : Math.ceil(Math.log(ms) / LOG_RATIO));
const upperOf = (bucket: number) => RATIO ** bucket;

interface Tally {
  count: number;
  max: number;
  buckets: Map<number, number>;
}

/** One call's last hour in one process, as the heartbeat carries it (mergeable across processes). */
export interface CallWindow {
  path: string;
  count: number;
  maxMs: number;
  /** [bucket, count] pairs of the times' histogram. */
  buckets: [number, number][];
}

/** One call's figures over every process (系统监控's 最慢接口). */
export interface SlowCall {
  path: string;
  count: number;
  p95Ms: number;
  maxMs: number;
}

/**
 * How long each call took in this process over the last hour, by route (its pattern, not the
 * URL: `/filing/:subpath/list` is one call): a count, the longest and a histogram of
 * logarithmic buckets per 5-minute slot. Recording is a map lookup and an increment; the memory
 * is bounded by routes × slots × the buckets actually hit.
 */
export class CallTimes {
  private slots: { start: number; calls: Map<string, Tally> }[] = [];

  record(path: string, ms: number, now = Date.now()): void {
    const start = now - (now % SLOT_MS);
    let slot = this.slots[this.slots.length - 1];
    if (!slot || slot.start !== start) {
      slot = { start, calls: new Map() };
      this.slots.push(slot);
      this.slots = this.slots.filter((s) => s.start > now - SLOTS * SLOT_MS);
    }
    let tally = slot.calls.get(path);
    if (!tally) slot.calls.set(path, (tally = { count: 0, max: 0, buckets: new Map() }));
    tally.count++;
    if (ms > tally.max) tally.max = ms;
    const bucket = bucketOf(ms);
    tally.buckets.set(bucket, (tally.buckets.get(bucket) ?? 0) + 1);
  }

  /** The last hour by call, the `limit` slowest by p95 (what the heartbeat shares). */
  window(limit = 30, now = Date.now()): CallWindow[] {
    const merged = new Map<string, Tally>();
    for (const slot of this.slots) {
      if (slot.start <= now - SLOTS * SLOT_MS) continue;
      for (const [path, tally] of slot.calls) {
        let into = merged.get(path);
        if (!into) merged.set(path, (into = { count: 0, max: 0, buckets: new Map() }));
        into.count += tally.count;
        into.max = Math.max(into.max, tally.max);
        for (const [b, n] of tally.buckets) into.buckets.set(b, (into.buckets.get(b) ?? 0) + n);
      }
    }
    return [...merged]
      .map(([path, t]) => ({ path, count: t.count, maxMs: Math.round(t.max), buckets: [...t.buckets] }))
      .sort((a, b) => p95Of(b) - p95Of(a))
      .slice(0, limit);
  }
}

/** The 95th percentile of a histogram: the bound of the bucket that reaches 95 % of the calls. */
function p95Of(window: Pick<CallWindow, 'count' | 'maxMs' | 'buckets'>): number {
  const need = Math.ceil(window.count * 0.95);
  let seen = 0;
  for (const [bucket, n] of [...window.buckets].sort((a, b) => a[0] - b[0])) {
    seen += n;
    if (seen >= need) return Math.min(Math.round(upperOf(bucket)), window.maxMs);
  }
  return window.maxMs;
}

/** Every process's windows as one figure per call, the slowest by p95 first. */
export function slowestCalls(windows: readonly CallWindow[], limit = 20): SlowCall[] {
  const byPath = new Map<string, CallWindow>();
  for (const w of windows) {
    const into = byPath.get(w.path);
    if (!into) {
      byPath.set(w.path, { ...w, buckets: [...w.buckets] });
      continue;
    }
    into.count += w.count;
    into.maxMs = Math.max(into.maxMs, w.maxMs);
    into.buckets.push(...w.buckets);
  }
  return [...byPath.values()]
    .map((w) => {
      const buckets = new Map<number, number>();
      for (const [b, n] of w.buckets) buckets.set(b, (buckets.get(b) ?? 0) + n);
      return { path: w.path, count: w.count, p95Ms: p95Of({ ...w, buckets: [...buckets] }), maxMs: w.maxMs };
    })
    .sort((a, b) => b.p95Ms - a.p95Ms || b.maxMs - a.maxMs)
    .slice(0, limit);
}

/**
 * Times every API call this process answers (Fastify's own measure, from the request's arrival
 * to the answer's end), by route. The health probes are left out: the balancer's every second
 * would fill the list with the quickest call.
 */
export function registerCallTimes(app: FastifyInstance): CallTimes {
  const times = new CallTimes();
  app.addHook('onResponse', (request, reply, done) => {
    const path = request.routeOptions.url;
    if (path?.startsWith('/api/') && !path.startsWith('/api/health/')) times.record(path, reply.elapsedTime);
    done();
  });
  return times;
}
