import { PASSWORD_CHANGE_REQUIRED_MESSAGE, ResponseCode, resourcesByName } from '@coach/domain';
import { callerOf, describe, expect, test as it, type Caller } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';
import { flatten, type TreeNode } from '@coach/server/test/resourceTree.ts';

/**
 * Issue 50.4: a role granted one page gets the lookups of its filters (优惠券订单's 渠道 lists
 * 渠道管理's channels), never their writes; the role tree reads in Chinese; an account made with
 * an initial password changes it before anything else.
 */
const role = '/api/user/inner/sysRole/v1';
const account = '/api/user/inner/sysOperationUser/v1';
const LOAD = '/api/user/inner/sysUser/v1/load';
const UPDATE_PWD = '/api/user/inner/sysUser/v1/updatePwd';
const { account: accountDef, role: roleDef, couponOrder, channel, sensitiveWord } = resourcesByName;

describe('a role gets what its pages need', () => {
  let t: TestApp;
  let admin: Caller;
  let tree: TreeNode[];
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn];
    tree = flatten((await admin.post(`${role}/resourceTree`, {})).body.result);
  });

  /** A role holding the page and what the role form ticks with it (its branch and its menu). */
  async function roleWithPage(page: string, code: string) {
    const node = tree.find((n) => n.type === 'menu' && n.path === page)!;
    const branch = flatten([node]).filter((n) => n.type !== 'lookup');
    const ancestors = tree.filter((n) => n.type === 'menu' && page.startsWith(n.path + '/'));
    const created = await admin.call(roleDef, 'save', {
      roleName: `仅${node.name}`,
      roleCode: code,
      resourceIds: [...ancestors, ...branch].map((n) => n.id),
    });
    expect(created.body.status).toBe(true);
    return created.body.result.id as string;
  }

  async function accountWith(roleId: string, name: string) {
    const made = await admin.call(accountDef, 'save', {
      account: name,
      name: '券单员',
      mobile: '13812340000',
      enterpriseType: 1,
      roleIds: [roleId],
    });
    expect(made.body.status).toBe(true);
    return made.body.result as { id: string; initialPassword: string };
  }

  it('a role granted only 优惠券订单 lists its orders and its 渠道 filter, narrowed, and nothing else', async () => {
    const roleId = await roleWithPage('/orders/couponOrderMgList', 'COUPON_ORDER_ONLY');
    const made = await accountWith(roleId, 'quandan01');
    const clerk = callerOf(t, await t.firstLogin('quandan01', made.initialPassword));

    const orders = await clerk.call(couponOrder, 'list');
    expect(orders.body.status).toBe(true);

    // The 渠道 filter's picker: 渠道管理's list, answered with what the picker shows only.
    const picker = couponOrder.fields.find((f) => f.key === 'channelId')!.picker!;
    const lookup = await clerk.post(picker.list, { pageNum: 1, pageSize: 20 });
    expect(lookup.http).toBe(200);
    const rows = lookup.body.result.list as Record<string, unknown>[];
    const full = (await admin.call(channel, 'list', { pageNum: 1, pageSize: 20 })).body.result.list;
    expect(rows.map((r) => r[picker.label])).toEqual(full.map((r: Record<string, unknown>) => r[picker.label]));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['id', picker.label].sort());

    // The channel page itself stays closed: no detail, export or write of it, nor anything unrelated.
    expect((await clerk.call(channel, 'detail', { id: full[0].id })).http).toBe(403);
    expect((await clerk.call(channel, 'save', { id: full[0].id, name: '改名渠道' })).http).toBe(403);
    expect(
      (await clerk.post(channel.transitions!.find((x) => x.name === 'disable')!.path, { ids: [full[0].id] })).http,
    ).toBe(403);
    expect((await clerk.call(sensitiveWord, 'create', { word: '越权' })).http).toBe(403);
    expect((await clerk.call(accountDef, 'list')).http).toBe(403);
    expect((await admin.call(channel, 'detail', { id: full[0].id })).body.result.name).toBe(full[0].name);
  });

  it('the lookup goes with the page: taking the page from the role takes it away at once', async () => {
    const made = (await admin.call(accountDef, 'list', { account: 'quandan01' })).body.result.list[0];
    const [roleId] = made.roleIds as string[];
    const clerk = callerOf(t, await t.login('quandan01', 'Changed2026'));
    await admin.call(roleDef, 'save', {
      id: roleId,
      roleName: '仅优惠券订单',
      roleCode: 'COUPON_ORDER_ONLY',
      resourceIds: [],
    });
    expect((await clerk.post(channel.api.list!, { pageNum: 1, pageSize: 20 })).http).toBe(403);
    expect((await clerk.call(couponOrder, 'list')).http).toBe(403);
  });

  it('names every page, button and call of the role tree in Chinese, and shows the lookups a page brings', async () => {
    const named = tree.filter((n) => n.type !== 'group' && n.type !== 'field');
    for (const node of named) {
      expect(node.name, node.path).toMatch(/[\u4e00-\u9fa5]/);
      expect(node.name, node.path).not.toContain('/api');
      // No call's path segment (list, saveOrUpdate …) in a name: latin letters only as in VIP or QQ.
      expect(node.name!.replace(/VIP|QQ|BI/g, ''), node.path).not.toMatch(/[a-z]/);
    }
    const page = tree.find((n) => n.type === 'menu' && n.path === '/orders/couponOrderMgList')!;
    expect(page.children.filter((c) => c.type === 'api').map((c) => c.name)).toEqual(
      expect.arrayContaining(['查询优惠券订单', '优惠券订单详情', '导出优惠券订单']),
    );
    const lookups = page.children.filter((c) => c.type === 'lookup');
    expect(lookups.map((c) => c.path)).toEqual([channel.api.list]);
    expect(lookups[0].name).toBe('随页面授予：查询渠道（渠道管理）');
    // Siblings of one kind never share a name: a person can tell every ticked call apart.
    for (const node of tree)
      for (const type of ['menu', 'button', 'api', 'lookup']) {
        const names = node.children.filter((c) => c.type === type).map((c) => c.name);
        expect(new Set(names).size, `${node.path} ${type}`).toBe(names.length);
      }
  });

  it('an account made with an initial password changes it at first sign-in; the server refuses the rest meanwhile', async () => {
    const roleId = await roleWithPage('/systems/sensitiveWordMg', 'WORDS_ONLY');
    const made = await accountWith(roleId, 'mingan01');
    const token = await t.login('mingan01', made.initialPassword);
    const me = callerOf(t, token);
    expect((await me.get(LOAD)).body.result).toMatchObject({ mustChangePassword: true });
    const refused = await me.call(sensitiveWord, 'list');
    expect(refused.http).toBe(403);
    expect(refused.body).toMatchObject({
      status: false,
      code: ResponseCode.PASSWORD_CHANGE_REQUIRED,
      message: PASSWORD_CHANGE_REQUIRED_MESSAGE,
    });
    expect((await me.post('/api/system/inner/sysRegion/tree', {})).body.code).toBe(
      ResponseCode.PASSWORD_CHANGE_REQUIRED,
    );
    // The change itself keeps its own checks; the initial password cannot be kept.
    expect(
      (await me.post(UPDATE_PWD, { oldPassword: made.initialPassword, newPassword: made.initialPassword })).body
        .message,
    ).toBe('新密码不能与原密码相同');
    expect(
      (await me.post(UPDATE_PWD, { oldPassword: made.initialPassword, newPassword: 'Mingan2026' })).body.status,
    ).toBe(true);
    expect((await me.get(LOAD)).body.result.mustChangePassword).toBe(false);
    expect((await me.call(sensitiveWord, 'list')).body.status).toBe(true);

    // A reset password is an initial password again.
    const reset = await admin.post(`${account}/resetInitPassword`, { id: made.id });
    const again = callerOf(t, await t.login('mingan01', reset.body.result.initialPassword));
    expect((await again.get(LOAD)).body.result.mustChangePassword).toBe(true);
    expect((await again.call(sensitiveWord, 'list')).body.code).toBe(ResponseCode.PASSWORD_CHANGE_REQUIRED);
    // Signing out stays open.
    expect((await again.get('/api/auth/inner/sysAuth/v1/logout/sendLogoutMessage.pass')).body.status).toBe(true);
  });

  it('never asks the demo users to change their passwords', async ({ operator, channel: channelUser }) => {
    for (const who of [admin, operator, channelUser])
      expect((await who.get(LOAD)).body.result.mustChangePassword).toBe(false);
  });
});
