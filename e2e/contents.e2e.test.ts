import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newPage, pressConfirm, screenshot, signIn, toast, visible } from './browser';
import { DEMO_TENANT_ADMIN } from './demoTenant';

// Issue 16.3: a tree page that is one definition (34 routes). On the full demo tenant:
// 客车科目四课程 shows its tree; a chapter is added under a course through the form (the real
// saveOrUpdate), and deleting a chapter that has sections is refused with the reason.
describe('内容管理: a course tree in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('adds a chapter under a course and refuses deleting one that has sections', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, ...DEMO_TENANT_ADMIN, '/contents/passengerCar/courseMgSubjectFour');
    const tree = visible(page, '[data-testid="tree-course"]');
    await tree.getByText('安全文明驾驶常识').click();
    const panel = visible(page, '[data-testid="tree-node-panel"]');
    await panel.getByText('课程：安全文明驾驶常识').waitFor();

    await panel.getByRole('button', { name: '新增章' }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '新增课程' });
    await drawer.getByLabel('名称').fill('第3章 夜间驾驶');
    await drawer.getByLabel('课程编号').fill('0240000999');
    const saved = page.waitForResponse((r) => r.url().endsWith('/course/v1/saveOrUpdate'));
    await drawer.getByRole('button', { name: '确定' }).click();
    expect((await (await saved).json()).status).toBe(true);
    await toast(page, '新增成功');
    await panel.locator('.ant-table-row').filter({ hasText: '第3章 夜间驾驶' }).waitFor();

    // A chapter with sections: the server says why it stays.
    await panel.locator('.ant-table-row').filter({ hasText: '第1章 文明驾驶' }).click();
    await panel.getByText('章：第1章 文明驾驶').waitFor();
    await panel.getByRole('button', { name: '删除' }).click();
    const answered = page.waitForResponse((r) => r.url().endsWith('/course/v1/delete'));
    await pressConfirm(page, '确定');
    expect((await (await answered).json()).message).toBe('「第1章 文明驾驶」下还有节，请先删除下级');
    await toast(page, '「第1章 文明驾驶」下还有节，请先删除下级');

    // 停用 a section from its panel: the real call, the node tagged in the tree.
    await panel.locator('.ant-table-row').filter({ hasText: '第1节 礼让行人' }).click();
    await panel.getByText('节：第1节 礼让行人').waitFor();
    await panel.getByRole('button', { name: '停用' }).click();
    const switched = page.waitForResponse((r) => r.url().endsWith('/course/v1/disable'));
    await pressConfirm(page, '确定');
    expect((await (await switched).json()).status).toBe(true);
    await toast(page, '停用成功');
    await tree.locator('.ant-tree-treenode').filter({ hasText: '第1节 礼让行人' }).getByText('停用').waitFor();
    await screenshot(page, 'contents-course-tree');
    expect(errors).toEqual([]);
  });
});
