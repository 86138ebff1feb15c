import ExcelJS from 'exceljs';
import { resourcesByName } from '@coach/domain';
import { describe, expect, test as it } from '@coach/server/test/fixtures.ts';

const { examNotice, operationLog } = resourcesByName;

// Issue 50.6: the operation log names what was done by the resource it was done to. 发布 of a
// notice and 解除 of an exam-room coach are both stored as `release`; a flat list of codes named
// every 发布 解除.
describe('the operation log names the action done', () => {
  it('answers each row with its own resource’s name for the action, in the list and the detail', async ({ admin }) => {
    const made = await admin.call(examNotice, 'create', { title: '日志名称', noticeType: 1, content: '<p>内容</p>' });
    const id = made.body.result.id as string;
    expect((await admin.post(examNotice.transitions![0].path, { ids: [id] })).body.message).toBe('发布成功');

    const rows = (await admin.call(operationLog, 'list', { resource: 'examNotice', pageSize: 50 })).body.result
      .list as Record<string, unknown>[];
    const ofNotice = rows.filter((r) => (r.targetIds as string[]).includes(id));
    expect(ofNotice.map((r) => [r.action, r.actionName, r.resourceName])).toEqual([
      ['release', '发布', '公告'],
      ['create', '新增', '公告'],
    ]);
    const detail = (await admin.call(operationLog, 'detail', { id: ofNotice[0].id })).body.result;
    expect(detail).toMatchObject({ action: 'release', actionName: '发布', resourceName: '公告' });
  });

  it('names the same code on another resource by that resource’s word (解除 of an exam-room coach)', async ({
    admin,
  }) => {
    const { operationActionName } = await import('@coach/domain/resources/operationNames.ts');
    expect(resourcesByName.examCoach.transitions!.find((t) => t.name === 'release')!.label).toBe('解除');
    expect(operationActionName('examCoach', 'release')).toBe('解除');
    expect(operationActionName(examNotice.name, 'release')).toBe('发布');
    // A settings form's save, logged under `settings:<key>`, reads 修改 of that form.
    const saved = await admin.post('/api/bbxc/tenant/inner/tenantConfig/setConfig', {
      key: 'examroom_notice_audit',
      value: { authorMayNotApprove: 1 },
    });
    expect(saved.body.status).toBe(true);
    const [row] = (await admin.call(operationLog, 'list', { resource: 'settings:examroom_notice_audit', pageSize: 5 }))
      .body.result.list as Record<string, unknown>[];
    expect(row).toMatchObject({ actionName: '修改', resourceName: '公告审核设置' });
  });

  it('exports what the table shows: the names of the resource and the action and who acted, not the codes', async ({
    admin,
    app,
  }) => {
    const made = await admin.call(examNotice, 'create', { title: '日志导出', noticeType: 1, content: '<p>内容</p>' });
    await admin.post(examNotice.transitions![0].path, { ids: [made.body.result.id] });
    const shown = (await admin.call(operationLog, 'list', { resource: 'examNotice', pageSize: 5 })).body.result
      .list[0] as Record<string, unknown>;
    const res = await app.built.app.inject({
      method: 'POST',
      url: operationLog.api.export!,
      payload: { resource: 'examNotice', action: 'release' },
      headers: { 'ctl-token': admin.token },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers.slice(0, 3)).toEqual(['操作对象', '操作', '操作人']);
    const first = (sheet.getRow(2).values as unknown[]).slice(1, 4);
    expect(first).toEqual(['公告', '发布', shown.userName]);
    expect(String(shown.userName)).toMatch(/（admin）$/);
    // Every row is named: no code of a resource or an action is left in the file.
    sheet.eachRow((row, n) => {
      if (n > 1) expect([row.getCell(1).value, row.getCell(2).value]).toEqual(['公告', '发布']);
    });
  });
});
