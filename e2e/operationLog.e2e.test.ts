import ExcelJS from 'exceljs';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { describe, expect, test as it } from './scenario';
import { screenshot, visible } from './browser';
import { api, apiLogin } from './api';
import { columnTexts } from './tableColumns';

// Issue 50.6: the operation log names what was done (a 发布 reads 发布) and who did it, on screen
// and in its export alike; the export once wrote the stored codes (release, examNotice).
const { examNotice, operationLog } = resourcesByName;
const LIST = `[data-page="${operationLog.route}"]`;

describe('操作日志', () => {
  it('shows and exports the names of what was done and who did it, not the codes', async ({ scenario }) => {
    // Something to find: the administrator adds a notice and publishes it.
    const token = await apiLogin();
    const made = await api(token, examNotice.api.create!, { title: '日志浏览', noticeType: 1, content: '<p>内容</p>' });
    expect((await api(token, examNotice.transitions![0].path, { ids: [made.result.id] })).message).toBe('发布成功');

    await scenario('admin', operationLog.route, async ({ page }) => {
      await visible(page, `[data-page="${operationLog.route}"] .ant-table-row`).first().waitFor();
      const actions = await columnTexts(page, '操作', LIST);
      expect(actions[0]).toBe('发布');
      expect(actions.filter((t) => /^[a-z:]+$/i.test(t.trim()))).toEqual([]);
      expect((await columnTexts(page, '操作对象', LIST))[0]).toBe('公告');
      const who = (await columnTexts(page, '操作人', LIST))[0];
      expect(who).toMatch(/（admin）$/);
      await screenshot(page, 'operation-log');

      const saved = page.waitForEvent('download');
      await visible(page, `[data-page="${operationLog.route}"] button`)
        .filter({ hasText: /^导\s?出$/ })
        .click();
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile((await (await saved).path())!);
      const sheet = book.worksheets[0];
      const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
      const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => {
        const row = sheet.getRow(i + 2);
        const cell = (label: string) => String(row.getCell(header.indexOf(label) + 1).value);
        return [cell('操作对象'), cell('操作'), cell('操作人')];
      });
      // (The file lists the rows oldest first, the table newest first: see the note.)
      expect(rows).toContainEqual(['公告', '发布', who]);
      expect(rows).toContainEqual(['公告', '新增', who]);
      expect(rows.flat().filter((t) => /^[a-z:]+$/i.test(t))).toEqual([]);

      // Who acted is chosen by name from the accounts, not typed as an id.
      const form = visible(page, `[data-page="${operationLog.route}"] form`).first();
      await form.getByLabel('操作人').click();
      await page.keyboard.type('系统管理员');
      await visible(page, '.ant-select-dropdown .ant-select-item-option')
        .filter({ hasText: '系统管理员' })
        .first()
        .click();
      const searched = page.waitForRequest((r) => r.url().endsWith(operationLog.api.list!) && r.method() === 'POST');
      await form.getByRole('button', { name: /查\s*询/ }).click();
      expect((await searched).postDataJSON()).toMatchObject({ userId: expect.any(String) });
      await visible(page, `[data-page="${operationLog.route}"] .ant-table-row`).first().waitFor();
      expect((await columnTexts(page, '操作人', LIST)).every((t) => t === who)).toBe(true);
      await screenshot(page, 'operation-log-by-user');
    });
  });
});
