import { resourcesByName } from '@coach/domain';
import { callerOf, describe, expect, test as it, type Caller } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';
import { countRows, secondTenantAdmin } from '@coach/server/test/tenants.ts';

const base = '/api/system/inner/sensitiveWord/v1';
const { sensitiveWord } = resourcesByName;

describe('sensitive words through the resource engine', () => {
  let t: TestApp;
  let admin: Caller;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn];
  });

  it('adds, lists with filters and paging, edits and deletes', async () => {
    for (const word of ['赌博', '代考', '包过', '假证']) {
      const res = await admin.call(sensitiveWord, 'create', { word, category: word === '包过' ? 3 : 4 });
      expect(res.body).toMatchObject({ status: true, message: '新增成功' });
      expect(res.body.result.id).toMatch(/^\d+$/);
    }
    const page = await admin.call(sensitiveWord, 'list', { pageNum: 1, pageSize: 3 });
    expect(page.body.result).toMatchObject({ total: 4, pageNum: 1, pageSize: 3 });
    expect(page.body.result.list).toHaveLength(3);
    const byCategory = await admin.call(sensitiveWord, 'list', { category: 3 });
    expect(byCategory.body.result.list.map((r: { word: string }) => r.word)).toEqual(['包过']);
    const like = await admin.call(sensitiveWord, 'list', { word: '考' });
    expect(like.body.result.list.map((r: { word: string }) => r.word)).toEqual(['代考']);
    // `全部` sends null: no filter.
    expect((await admin.call(sensitiveWord, 'list', { category: null })).body.result.total).toBe(4);

    const id = like.body.result.list[0].id;
    const edited = await admin.call(sensitiveWord, 'update', { id, word: '替考', category: 4 });
    expect(edited.body).toMatchObject({ status: true, message: '修改成功' });
    const del = await admin.call(sensitiveWord, 'delete', { ids: [id] });
    expect(del.body.status).toBe(true);
    expect((await admin.call(sensitiveWord, 'list')).body.result.total).toBe(3);
  });

  it('refuses bad input with the rule message and writes nothing', async () => {
    const before = await countRows(t, 'sys_sensitive_word');
    // The spec's rule runs on the text as typed: spaces only are named as such (issue 38.3).
    const spaces = await admin.call(sensitiveWord, 'create', { word: '   ', category: 1 });
    expect(spaces.body).toMatchObject({ status: false, message: '敏感词：输入项不能全为空格!' });
    const empty = await admin.call(sensitiveWord, 'create', { word: '', category: 1 });
    expect(empty.body).toMatchObject({ status: false, message: '敏感词：该输入项为必填项!' });
    const long = await admin.call(sensitiveWord, 'create', { word: '字'.repeat(51), category: 1 });
    expect(long.body.message).toBe('敏感词：最多输入50个字符!');
    const badEnum = await admin.call(sensitiveWord, 'create', { word: '合法', category: 7 });
    expect(badEnum.body.message).toBe('分类：选项不存在');
    const dup = await admin.call(sensitiveWord, 'create', { word: '赌博', category: 1 });
    expect(dup.body).toMatchObject({ status: false, code: '409', message: '敏感词已存在' });
    const notJson = await admin.post(sensitiveWord.api.create!, [1, 2]); // a body that is no record: sent raw
    expect(notJson.body.status).toBe(false);
    expect(await countRows(t, 'sys_sensitive_word')).toBe(before);
  });

  it('checks a text against the words, naming the hits', async () => {
    const res = await admin.post(`${base}/check`, { text: '<p>本驾校<b>包过</b>，不搞赌博</p>' });
    expect(res.body.result).toEqual({ passed: false, words: ['包过', '赌博'] });
    expect((await admin.post(`${base}/check`, { text: '科目二练车' })).body.result.passed).toBe(true);
  });

  it('keeps each tenant to its own rows: invisible, not editable, not deletable', async () => {
    const other = callerOf(t, (await secondTenantAdmin(t)).token);
    expect((await other.call(sensitiveWord, 'list')).body.result.total).toBe(0);
    const mine = (await admin.call(sensitiveWord, 'list')).body.result.list[0];
    const edit = await other.call(sensitiveWord, 'update', { id: mine.id, word: '改掉' });
    expect(edit.body).toMatchObject({ status: false, message: '数据不存在或已删除' });
    const del = await other.call(sensitiveWord, 'delete', { ids: [mine.id] });
    expect(del.body).toMatchObject({ status: false, message: '数据不存在或已删除' });
    // The same word may exist in another tenant.
    expect((await other.call(sensitiveWord, 'create', { word: mine.word, category: 1 })).body.status).toBe(true);
  });

  it('records every write in the operation log', async () => {
    const { sql } = await import('drizzle-orm');
    const rows = await t.services.database.rows<{ action: string }>(
      sql`SELECT action FROM sys_operation_log WHERE resource = 'sensitiveWord' ORDER BY id`,
    );
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
  });

  it('is closed to the operator role (system area not granted)', async ({ operator }) => {
    expect((await operator.call(sensitiveWord, 'list')).http).toBe(403);
  });
});
