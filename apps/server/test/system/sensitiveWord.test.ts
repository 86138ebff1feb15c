import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, OPERATOR, startTestApp, type TestApp } from '../testApp';
import { countRows, secondTenantAdmin } from '../tenants';

const base = '/api/system/inner/sensitiveWord/v1';

describe('sensitive words through the resource engine', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(...ADMIN);
  });
  afterAll(() => t.close());

  it('adds, lists with filters and paging, edits and deletes', async () => {
    for (const word of ['赌博', '代考', '包过', '假证']) {
      const res = await t.post(`${base}/save`, { word, category: word === '包过' ? 3 : 4 }, { token: admin });
      expect(res.body).toMatchObject({ status: true, message: '新增成功' });
      expect(res.body.result.id).toMatch(/^\d+$/);
    }
    const page = await t.post(`${base}/list`, { pageNum: 1, pageSize: 3 }, { token: admin });
    expect(page.body.result).toMatchObject({ total: 4, pageNum: 1, pageSize: 3 });
    expect(page.body.result.list).toHaveLength(3);
    const byCategory = await t.post(`${base}/list`, { category: 3 }, { token: admin });
    expect(byCategory.body.result.list.map((r: { word: string }) => r.word)).toEqual(['包过']);
    const like = await t.post(`${base}/list`, { word: '考' }, { token: admin });
    expect(like.body.result.list.map((r: { word: string }) => r.word)).toEqual(['代考']);
    // `全部` sends null: no filter.
    expect((await t.post(`${base}/list`, { category: null }, { token: admin })).body.result.total).toBe(4);

    const id = like.body.result.list[0].id;
    const edited = await t.post(`${base}/update`, { id, word: '替考', category: 4 }, { token: admin });
    expect(edited.body).toMatchObject({ status: true, message: '修改成功' });
    const del = await t.post(`${base}/delete`, { ids: [id] }, { token: admin });
    expect(del.body.status).toBe(true);
    expect((await t.post(`${base}/list`, {}, { token: admin })).body.result.total).toBe(3);
  });

  it('refuses bad input with the rule message and writes nothing', async () => {
    const before = await countRows(t, 'sys_sensitive_word');
    // The spec's rule runs on the text as typed: spaces only are named as such (issue 38.3).
    const spaces = await t.post(`${base}/save`, { word: '   ', category: 1 }, { token: admin });
    expect(spaces.body).toMatchObject({ status: false, message: '敏感词：输入项不能全为空格!' });
    const empty = await t.post(`${base}/save`, { word: '', category: 1 }, { token: admin });
    expect(empty.body).toMatchObject({ status: false, message: '敏感词：该输入项为必填项!' });
    const long = await t.post(`${base}/save`, { word: '字'.repeat(51), category: 1 }, { token: admin });
    expect(long.body.message).toBe('敏感词：最多输入50个字符!');
    const badEnum = await t.post(`${base}/save`, { word: '合法', category: 7 }, { token: admin });
    expect(badEnum.body.message).toBe('分类：选项不存在');
    const dup = await t.post(`${base}/save`, { word: '赌博', category: 1 }, { token: admin });
    expect(dup.body).toMatchObject({ status: false, code: '409', message: '敏感词已存在' });
    const notJson = await t.post(`${base}/save`, [1, 2], { token: admin });
    expect(notJson.body.status).toBe(false);
    expect(await countRows(t, 'sys_sensitive_word')).toBe(before);
  });

  it('checks a text against the words, naming the hits', async () => {
    const res = await t.post(`${base}/check`, { text: '<p>本驾校<b>包过</b>，不搞赌博</p>' }, { token: admin });
    expect(res.body.result).toEqual({ passed: false, words: ['包过', '赌博'] });
    expect((await t.post(`${base}/check`, { text: '科目二练车' }, { token: admin })).body.result.passed).toBe(true);
  });

  it('keeps each tenant to its own rows: invisible, not editable, not deletable', async () => {
    const other = await secondTenantAdmin(t);
    expect((await t.post(`${base}/list`, {}, { token: other.token })).body.result.total).toBe(0);
    const mine = (await t.post(`${base}/list`, {}, { token: admin })).body.result.list[0];
    const edit = await t.post(`${base}/update`, { id: mine.id, word: '改掉' }, { token: other.token });
    expect(edit.body).toMatchObject({ status: false, message: '数据不存在或已删除' });
    const del = await t.post(`${base}/delete`, { ids: [mine.id] }, { token: other.token });
    expect(del.body).toMatchObject({ status: false, message: '数据不存在或已删除' });
    // The same word may exist in another tenant.
    expect((await t.post(`${base}/save`, { word: mine.word, category: 1 }, { token: other.token })).body.status).toBe(
      true,
    );
  });

  it('records every write in the operation log', async () => {
    const { sql } = await import('drizzle-orm');
    const rows = await t.services.database.rows<{ action: string }>(
      sql`SELECT action FROM sys_operation_log WHERE resource = 'sensitiveWord' ORDER BY id`,
    );
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
  });

  it('is closed to the operator role (system area not granted)', async () => {
    const operator = await t.login(...OPERATOR);
    expect((await t.post(`${base}/list`, {}, { token: operator })).http).toBe(403);
  });
});
