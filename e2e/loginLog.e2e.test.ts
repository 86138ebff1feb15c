import { resourcesByName } from '@coach/domain/resources/index.ts';
import { describe, expect, test as it } from './scenario';
import { baseUrl, screenshot, visible } from './browser';
import { columnTexts } from './tableColumns';

// Issue 51.6: 登录日志 under 系统管理 shows the sign-in attempts on the tenant's accounts, and
// filters the failed ones by 登录结果.
const { loginLog } = resourcesByName;
const LIST = `[data-page="${loginLog.route}"]`;

describe('登录日志', () => {
  it('shows a wrong password and the sign-in after it, and filters the failures', async ({ scenario }) => {
    // operator01 mistypes the password, as someone at another desk would.
    const wrong = await fetch(`${baseUrl()}/api/auth/inner/sysAuth/v1/login.pass`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'operator01', password: 'not-it', captchaId: '', captchaCode: '' }),
    });
    expect(((await wrong.json()) as { message: string }).message).toBe('账号或密码错误');
    await scenario('admin', loginLog.route, async ({ page }) => {
      await visible(page, `${LIST} .ant-table-row`).first().waitFor();
      const accounts = await columnTexts(page, '登录账号', LIST);
      const results = await columnTexts(page, '登录结果', LIST);
      expect(accounts).toContain('admin');
      expect(results).toContain('成功');
      const failedAt = accounts.findIndex((a, i) => a === 'operator01' && results[i] === '失败');
      expect(failedAt).toBeGreaterThanOrEqual(0);
      expect((await columnTexts(page, '说明', LIST))[failedAt]).toBe('账号或密码错误');
      await screenshot(page, 'login-log');

      const form = visible(page, '[data-testid="search-form"]');
      await form.getByLabel('登录结果').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '失败' }).click();
      const answered = page.waitForResponse((r) => r.url().endsWith(loginLog.api.list!));
      await form.getByRole('button', { name: /查\s?询/ }).click();
      await answered;
      await expect.poll(async () => new Set(await columnTexts(page, '登录结果', LIST))).toEqual(new Set(['失败']));
    });
  });

  it('系统监控 shows the process, the database, the job queue, the processes alive and the slowest calls', async ({
    scenario,
  }) => {
    await scenario('admin', '/systems/monitor', async ({ page }) => {
      const jobs = visible(page, '.ant-card').filter({ hasText: '后台任务' });
      await jobs.locator('.ant-table-row').filter({ hasText: '备案推送' }).waitFor();
      const store = visible(page, '.ant-card').filter({ hasText: '数据库与缓存' });
      expect(await store.innerText()).toMatch(/数据库（PGlite（内置）|PostgreSQL）[\s\S]*正常/);
      expect(await visible(page, '.ant-card').filter({ hasText: '服务进程' }).innerText()).toContain('Node.js');
      // Every process alive by its heartbeat (this one marked 当前), and the slowest calls of the hour.
      const processes = visible(page, '.ant-card').filter({ hasText: '运行中的进程' });
      await processes.locator('.ant-table-row').filter({ hasText: '当前' }).waitFor();
      const slowest = visible(page, '.ant-card').filter({ hasText: '最慢接口（近1小时）' });
      await slowest.locator('.ant-table-row').filter({ hasText: '/api/' }).first().waitFor();
      // Read again every 10 s while open.
      const again = await page.waitForResponse((r) => r.url().endsWith('/monitor/v1/overview'), { timeout: 15_000 });
      expect((await again.json()).status).toBe(true);
      await screenshot(page, 'system-monitor');
    });
  });
});
