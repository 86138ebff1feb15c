import { describe, expect, it } from 'vitest';
import { groupMenu, MENU_GROUPS } from '@coach/domain/routes/index.ts';
import { filterMenu } from '../menuModel';
import { filterMenuTree, pageEntries, searchPages, titleScore } from './pageSearch';

// The whole visible menu of an administrator (hidden pages are never offered).
const groups = MENU_GROUPS.map((g) => filterMenu(groupMenu(g), () => true)).filter((g) => !!g);
const entries = pageEntries(groups);
const titles = (query: string, recent: string[] = []) => searchPages(entries, query, recent).map((e) => e.title);

describe('finding a page by name', () => {
  it('offers every visible page once, with the menus above it', () => {
    expect(entries.length).toBeGreaterThan(150);
    expect(new Set(entries.map((e) => e.path)).size).toBe(entries.length);
    const coupon = entries.find((e) => e.title === '优惠券管理');
    expect(coupon?.trail[0]).toBe('营销管理');
  });

  it('finds 学员查询 by its pinyin initials, its full pinyin and its name', () => {
    expect(titles('xycx')[0]).toBe('学员查询');
    expect(titles('XYCX')[0]).toBe('学员查询');
    expect(titles('xueyuanchaxun')[0]).toBe('学员查询');
    expect(titles('学员查')[0]).toBe('学员查询');
  });

  it('reads a character with two readings either way (重置 as chongzhi or zhongzhi)', () => {
    const withBoth = entries.find((e) => /[重行长]/.test(e.title));
    expect(withBoth).toBeDefined();
    expect(titleScore('银行卡管理', 'yhkgl')).toBeDefined();
    expect(titleScore('银行卡管理', 'yxkgl')).toBeDefined();
    expect(titleScore('银行卡管理', 'abc')).toBeUndefined();
  });

  it('puts the pages opened lately first among equal matches, and first of all with no query', () => {
    // Pages matching '管理' equally well (inside the title): the one opened lately comes before the others.
    const managed = entries.filter((e) => titleScore(e.title, '管理') === 90).slice(0, 3);
    const last = managed[2].path;
    expect(searchPages(entries, '', [last])[0].path).toBe(last);
    const found = searchPages(entries, '管理', [last], 500).map((e) => e.path);
    expect(found.indexOf(last)).toBeLessThan(found.indexOf(managed[0].path));
    const unranked = searchPages(entries, '管理', [], 500).map((e) => e.path);
    expect(unranked.indexOf(last)).toBeGreaterThan(unranked.indexOf(managed[0].path));
  });

  it('finds pages by a menu above them, after pages named so', () => {
    const found = searchPages(entries, '营销管理', []);
    expect(found.length).toBeGreaterThan(5);
    expect(found.every((e) => e.title.includes('营销管理') || e.trail.includes('营销管理'))).toBe(true);
  });

  it('filters a side menu to the matching pages and the folders leading to them', () => {
    const marketing = groups.find((g) => g.title === '营销管理')!;
    const shown = filterMenuTree(marketing, 'yhq')!;
    const leaves: string[] = [];
    const walk = (n: typeof shown) => (n.children.length ? n.children.forEach(walk) : leaves.push(n.title));
    walk(shown);
    expect(leaves.length).toBeGreaterThan(0);
    expect(leaves.every((t) => t.includes('优惠券'))).toBe(true);
    expect(filterMenuTree(marketing, 'zzzzzz')).toBeUndefined();
  });
});
