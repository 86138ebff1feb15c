/**
 * One run per key at a time: callers asking while a run is under way share its promise (20
 * browsers' calls arriving as a copy expires make one trip to the store, not 20).
 */
export class InFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  run(key: string, start: () => Promise<T>): Promise<T> {
    const pending = this.running.get(key);
    if (pending) return pending;
    const promise = start().finally(() => this.running.delete(key));
    this.running.set(key, promise);
    return promise;
  }
}
