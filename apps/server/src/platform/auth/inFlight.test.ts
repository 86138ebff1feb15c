import { describe, expect, it } from 'vitest';
import { InFlight } from './inFlight';

describe('InFlight', () => {
  it('shares a run under way between callers of the same key, and starts anew after it', async () => {
    const flights = new InFlight<number>();
    let started = 0;
    const start = async () => {
      started++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return started;
    };
    const together = await Promise.all([flights.run('a', start), flights.run('a', start), flights.run('b', start)]);
    expect(started).toBe(2);
    expect(together[0]).toBe(together[1]);
    expect(await flights.run('a', start)).toBe(3);
  });

  it('lets a failed run go, so the next caller tries again', async () => {
    const flights = new InFlight<string>();
    await expect(flights.run('a', () => Promise.reject(new Error('store away')))).rejects.toThrow('store away');
    await expect(flights.run('a', async () => 'back')).resolves.toBe('back');
  });
});
