import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { baseUrl, launch, newPage, pressConfirm, screenshot, signIn, toast, uiUrl, visible } from './browser';
import { api, apiLogin } from './api';
import { addAccount } from './accounts';

describe('System area in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('creates a role with a limited tree and an account with it; that account sees only the granted menu and buttons', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, 'admin', 'Admin2026', '/systems/role/add');
    await page.locator('#role-page-new_roleName').fill('敏感词审核');
    await page.locator('#role-page-new_roleCode').fill('WORD_AUDIT');
    await page.getByPlaceholder('搜索菜单、按钮或接口').fill('敏感词');
    await page.getByPlaceholder('搜索菜单、按钮或接口').press('Enter');
    const node = (title: string) => page.locator('.ant-tree-treenode').filter({ hasText: title }).first();
    await node('敏感词管理').locator('.ant-tree-checkbox').first().click();
    // The button (its call, named alike, is tagged 接口).
    const button = page.locator('.ant-tree-treenode').filter({ hasText: '删除敏感词' }).filter({ hasText: '按钮' });
    await button.locator('.ant-tree-checkbox').click();
    await screenshot(page, 'role-tree');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/systems\/role\/roleList/);

    const password = await addAccount(page, {
      account: 'wordaudit1',
      name: '审核员',
      mobile: '13612345678',
      role: '敏感词审核',
    });
    await screenshot(page, 'account-saved');
    expect(password).toMatch(/^[A-Za-z0-9]{10}$/);
    await screenshot(page, 'initial-password');
    expect(errors).toEqual([]);

    // Its first sign-in asks for a new password (roleGrants.e2e drives that dialog): changed here.
    const first = await apiLogin('wordaudit1', password);
    const changed = await api(first, '/api/user/inner/sysUser/v1/updatePwd', {
      oldPassword: password,
      newPassword: 'Audit2026',
    });
    expect(changed.status).toBe(true);
    const auditor = await newPage(browser);
    await signIn(auditor.page, 'wordaudit1', 'Audit2026');
    await auditor.page.getByTestId('top-menu').locator('.ant-menu-title-content').first().waitFor();
    const top = (await auditor.page.getByTestId('top-menu').locator('.ant-menu-title-content').allInnerTexts()).map(
      (s) => s.trim(),
    );
    expect(top).toEqual(['系统管理']);
    await auditor.page.goto(uiUrl('/systems/sensitiveWordMg'));
    const toolbar = visible(auditor.page, '[data-testid="list-toolbar"]');
    await toolbar.getByRole('button', { name: '新增' }).waitFor();
    expect(await toolbar.getByRole('button', { name: '删除' }).count()).toBe(0);
    expect(await auditor.page.getByTestId('side-menu').innerText()).toBe('敏感词管理');
    await screenshot(auditor.page, 'limited-account');
    await auditor.page.goto(uiUrl('/systems/accountMg'));
    await auditor.page.waitForURL(/\/error\/404/);
    expect(auditor.errors).toEqual([]);
  });

  it('runs batch disable with every message of spec section 4', async () => {
    const { page } = await newPage(browser);
    await signIn(page, 'admin', 'Admin2026', '/systems/accountMg?account=wordaudit1');
    const toolbar = visible(page, '[data-testid="list-toolbar"]');
    const row = visible(page, '.ant-table-row').filter({ hasText: 'wordaudit1' });
    await row.waitFor();

    await toolbar.getByRole('button', { name: '停用' }).click();
    await toast(page, '请勾选选项');

    await row.locator('.ant-checkbox-input').check();
    await toolbar.getByRole('button', { name: '停用' }).click();
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '此操作将改变数据状态, 是否继续?' });
    await pressConfirm(page, '取消', '此操作将改变数据状态, 是否继续?');
    await toast(page, '已取消');
    expect(await row.innerText()).toContain('启用');

    await toolbar.getByRole('button', { name: '停用' }).click();
    await confirm.waitFor();
    await screenshot(page, 'batch-confirm');
    await pressConfirm(page, '确定', '此操作将改变数据状态, 是否继续?');
    await toast(page, '停用成功');
    await row.filter({ hasText: '停用' }).waitFor();

    // The row is disabled now: asking again is refused before any call.
    await row.locator('.ant-checkbox-input').check();
    await toolbar.getByRole('button', { name: '停用' }).click();
    await toast(page, '状态已停用');
    await toolbar.getByRole('button', { name: '启用' }).click();
    await pressConfirm(page, '确定', '此操作将改变数据状态, 是否继续?');
    await toast(page, '启用成功');
  });

  it('exports 20 000 sensitive words from the list and the file opens with exceljs', async () => {
    const token = await apiLogin('admin', 'Admin2026');
    // Four imports of 5 000 rows through the import call (its limit per file).
    for (let part = 0; part < 4; part++) {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('table');
      sheet.addRow(['敏感词', '分类', '备注']);
      for (let i = 1; i <= 5000; i++) sheet.addRow([`导出词${part * 5000 + i}`, '广告', null]);
      const form = new FormData();
      form.append('file', new Blob([await workbook.xlsx.writeBuffer()]), 'words.xlsx');
      const res = await fetch(`${baseUrl()}/api/system/inner/sensitiveWord/v1/batchImport`, {
        method: 'POST',
        headers: { 'ctl-token': token },
        body: form,
      });
      expect(((await res.json()) as { status: boolean }).status).toBe(true);
    }
    const { page } = await newPage(browser);
    await signIn(page, 'admin', 'Admin2026', '/systems/sensitiveWordMg');
    const toolbar = visible(page, '[data-testid="list-toolbar"]');
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      toolbar.getByRole('button', { name: '导出' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^敏感词管理_\d{8}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('table')!;
    expect(sheet.rowCount).toBe(20_001);
    expect(sheet.getRow(1).getCell(1).value).toBe('敏感词');
    expect(sheet.getRow(2).getCell(2).value).toBe('广告');
  });

  it('keeps at most 6 pages alive: the 7th page visited drops the first one\u2019s state', async () => {
    const { page } = await newPage(browser);
    await signIn(page, 'admin', 'Admin2026');
    const pages = [
      '/systems/role/roleList',
      '/systems/accountMg',
      '/systems/thirdUserMg',
      '/systems/sensitiveWordMg',
      '/systems/versionMg',
      '/systems/dictionaryMg',
      '/systems/operationLog',
    ];
    const typeInto = async () => {
      await page.goto(uiUrl(pages[0]));
      await page.locator('#role-search_roleName').fill('未提交的查询');
    };
    const titles: Record<string, string> = {
      '/systems/accountMg': '账号管理',
      '/systems/thirdUserMg': '第三方用户',
      '/systems/sensitiveWordMg': '敏感词管理',
      '/systems/versionMg': '版本管理',
      '/systems/dictionaryMg': '字典管理',
      '/systems/operationLog': '操作日志',
    };
    // The page counts as visited once the shell has rendered it: the breadcrumb ends with its
    // title. (The URL changes before React renders, and a navigation superseded before its
    // render — the next click coming first — never visits; waiting for the URL or for some
    // visible toolbar let the test move on too early on a busy machine.)
    const shown = (title: string) =>
      expect
        .poll(async () => (await page.getByTestId('breadcrumb').innerText()).trim().endsWith(title), {
          timeout: 15_000,
        })
        .toBe(true);
    // Moving through the side menu as a person does (a full reload would drop every page).
    const clickMenu = async (path: string) => {
      await page.getByTestId('side-menu').getByText(titles[path], { exact: true }).click();
      await page.waitForURL((url) => url.pathname.endsWith(path));
      await shown(titles[path]);
      await visible(page, '[data-testid="list-toolbar"]').first().waitFor();
    };
    const openRoleMenu = async () => {
      await page.getByTestId('side-menu').locator('.ant-menu-item').filter({ hasText: '角色管理' }).click();
      await page.waitForURL(/roleList/);
      await shown('角色管理');
    };
    await typeInto();
    // Five other pages: six alive, the typed text is still there.
    for (const path of pages.slice(1, 6)) await clickMenu(path);
    await openRoleMenu();
    expect(await visible(page, '#role-search_roleName').inputValue()).toBe('未提交的查询');
    // Six other pages: the role list is the least recently used and is dropped.
    for (const path of pages.slice(1, 7)) await clickMenu(path);
    await openRoleMenu();
    expect(await visible(page, '#role-search_roleName').inputValue()).toBe('');
  });
});
