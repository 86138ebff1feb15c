import { describe, expect, it } from 'vitest';
import { closeTabs, dropState, lastUsedIn, parseTabs, showTab, type OpenTab } from './tabModel';

const showAll = (urls: string[], from: OpenTab[] = []) => urls.reduce(showTab, from);
const keys = (tabs: readonly OpenTab[]) => tabs.map((t) => t.key);

// Issue 50.1: tabs stay until the person closes them, one per page.
describe('the opened-page tabs', () => {
  it('keeps every page opened, ten and more, in the order first opened', () => {
    const urls = Array.from({ length: 12 }, (_, i) => `/g${i % 3}/p${i}`);
    const tabs = showAll([...urls, urls[0], urls[5]]);
    expect(keys(tabs)).toEqual(urls);
  });

  it('one tab per page: another query points the same tab there', () => {
    const tabs = showAll([
      '/operates/schedulingMag',
      '/finance/orderMgList',
      '/operates/schedulingMag?week=2026-12-07',
      '/finance/orderMgList?status=2&pageNum=1',
    ]);
    expect(tabs.map((t) => [t.key, t.url])).toEqual([
      ['/operates/schedulingMag', '/operates/schedulingMag?week=2026-12-07'],
      ['/finance/orderMgList', '/finance/orderMgList?status=2&pageNum=1'],
    ]);
  });

  it('closing removes only the tabs named', () => {
    const tabs = closeTabs(showAll(['/a/1', '/a/2', '/b/3']), new Set(['/a/2']));
    expect(keys(tabs)).toEqual(['/a/1', '/b/3']);
  });

  it('a page whose kept state was dropped keeps its tab, which opens the page at its bare key', () => {
    const tabs = showAll(['/finance/orderMgList?status=2', '/operates/noticeMag/detail?id=4', '/b/3']);
    const dropped = dropState(tabs, ['/finance/orderMgList', '/operates/noticeMag/detail?id=4']);
    expect(dropped.map((t) => t.url)).toEqual(['/finance/orderMgList', '/operates/noticeMag/detail?id=4', '/b/3']);
    expect(keys(dropped)).toEqual(keys(tabs));
  });

  it('a group goes back to its page used last, and to nothing when none is open', () => {
    const tabs = showAll([
      '/systems/accountMg',
      '/systems/role/roleList',
      '/operates/noticeMag',
      '/systems/accountMg?x=1',
    ]);
    expect(lastUsedIn(tabs, '/systems')).toBe('/systems/accountMg?x=1');
    expect(lastUsedIn(tabs, '/operates')).toBe('/operates/noticeMag');
    expect(lastUsedIn(tabs, '/finance')).toBeUndefined();
    expect(lastUsedIn(closeTabs(tabs, new Set(['/systems/accountMg'])), '/systems')).toBe('/systems/role/roleList');
  });

  it('reads back stored tabs (a reload), one per page, skipping anything malformed', () => {
    const stored = JSON.parse(JSON.stringify(showAll(['/a/1?q=1', '/b/2'])));
    expect(parseTabs(stored)).toEqual(showAll(['/a/1?q=1', '/b/2']));
    expect(parseTabs([{ url: '/a/1?x' }, { url: '/a/1?y', used: 3 }, { url: 'http://x' }, null, 5])).toEqual([
      { key: '/a/1', url: '/a/1?x', used: 0 },
    ]);
    expect(parseTabs({})).toEqual([]);
  });
});
