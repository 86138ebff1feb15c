import { describe, expect, it } from 'vitest';
import { declareViewParams } from '../../platform/viewParams';
import { EMPTY_CACHE, cacheKeyOf, normalizeKey, rekey, visit } from './lru';

// A list keeps its filter and paging in the query; the cache must still see one page.
describe('view-state parameters and the keep-alive key', () => {
  it('ignores the parameters a page declared, keeps the others', () => {
    declareViewParams('/list-a', ['pageNum', 'pageSize', 'name']);
    expect(cacheKeyOf('/list-a', '?name=x&pageNum=2&id=7')).toBe('/list-a?id=7');
    expect(cacheKeyOf('/other', '?name=x')).toBe('/other?name=x');
  });

  it('merges a page cached under its filter before it declared it, keeping that instance', () => {
    let state = visit(EMPTY_CACHE, '/home', { max: 6 });
    state = visit(state, '/list-b?name=x&pageNum=1', { max: 6 });
    const generation = state.entries[1].generation;
    declareViewParams('/list-b', ['name', 'pageNum']);
    state = visit(rekey(state, normalizeKey), cacheKeyOf('/list-b', '?name=y'), { max: 6 });
    expect(state.entries.map((e) => e.key)).toEqual(['/home', '/list-b']);
    expect(state.entries[1].generation).toBe(generation);
  });
});
