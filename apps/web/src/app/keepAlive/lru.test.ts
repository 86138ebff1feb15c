import { describe, expect, it } from 'vitest';
import { EMPTY_CACHE, cacheKeyOf, dropWhere, visit, wantsNoCache, type CacheState } from './lru';

const keys = (s: CacheState) => s.entries.map((e) => e.key);
const visitAll = (paths: string[], max = 6) => paths.reduce((s, p) => visit(s, p, { max }), EMPTY_CACHE);

describe('keep-alive LRU', () => {
  it('keeps at most six pages and drops the least recently used first', () => {
    const state = visitAll(['/a', '/b', '/c', '/d', '/e', '/f', '/g']);
    expect(keys(state)).toEqual(['/b', '/c', '/d', '/e', '/f', '/g']);
  });

  it('a revisit makes a page the most recent, so another one is dropped', () => {
    const state = visitAll(['/a', '/b', '/c', '/d', '/e', '/f', '/a', '/g']);
    expect(keys(state)).toEqual(['/c', '/d', '/e', '/f', '/a', '/g']);
  });

  it('a revisit keeps the generation (same instance)', () => {
    const first = visitAll(['/a', '/b']);
    const again = visit(first, '/a', { max: 6 });
    expect(again.entries.find((e) => e.key === '/a')?.generation).toBe(first.entries[0].generation);
  });

  it('noCache rebuilds the target with a new generation and leaves the others alone', () => {
    const before = visitAll(['/a', '/b']);
    const after = visit(before, '/a', { max: 6, noCache: true });
    expect(keys(after)).toEqual(['/b', '/a']);
    expect(after.entries[1].generation).not.toBe(before.entries[0].generation);
    expect(after.entries[0]).toBe(before.entries[1]);
  });

  it('one page per path: another query replaces it, afresh unless it changed its own query', () => {
    const before = visitAll(['/a?id=1', '/b']);
    const opened = visit(before, '/a?id=2', { max: 6 });
    expect(keys(opened)).toEqual(['/b', '/a?id=2']);
    expect(opened.entries[1].generation).not.toBe(before.entries[0].generation);
    const replaced = visit(before, '/a?id=2', { max: 6, replace: true });
    expect(keys(replaced)).toEqual(['/b', '/a?id=2']);
    expect(replaced.entries[1].generation).toBe(before.entries[0].generation);
  });

  it('dropWhere forgets matching pages', () => {
    const state = dropWhere(visitAll(['/channelMgs/x', '/homes/y']), (k) => k.startsWith('/channelMgs'));
    expect(keys(state)).toEqual(['/homes/y']);
  });
});

describe('cache keys and the noCache switch', () => {
  it('keys by path and query, without noCache', () => {
    expect(cacheKeyOf('/p', '')).toBe('/p');
    expect(cacheKeyOf('/p', '?id=1')).toBe('/p?id=1');
    expect(cacheKeyOf('/p', '?id=1&noCache=true')).toBe('/p?id=1');
    expect(cacheKeyOf('/p', '?noCache=true')).toBe('/p');
  });

  it('reads noCache from the query or the navigation state', () => {
    expect(wantsNoCache('?noCache=true', null)).toBe(true);
    expect(wantsNoCache('?noCache=false', null)).toBe(false);
    expect(wantsNoCache('', { noCache: true })).toBe(true);
    expect(wantsNoCache('', { noCache: 'yes' })).toBe(false);
    expect(wantsNoCache('', undefined)).toBe(false);
  });
});
