import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { resourcesByName } from '@coach/domain';
import { callerOf, describe, expect, test as it, type Caller } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';
import { countRows, secondTenantAdmin } from '@coach/server/test/tenants.ts';

const groupBase = '/api/bbxc/order/inner/groupBuy/v1';
const assistBase = '/api/bbxc/order/inner/assist/v1';
const { assist, assistLaunch, groupBuy, zsclass } = resourcesByName;
const now = Math.floor(Date.now() / 1000);

describe('group buys and bargain (assist) activities', () => {
  let t: TestApp;
  let admin: Caller;
  let classId: string;
  let tenantId: string;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn];
    classId = (
      await admin.call(zsclass, 'create', { className: 'C2自动挡VIP班', carType: 1, classType: 2, price: '5980' })
    ).body.result.id;
    [{ tenant_id: tenantId }] = await t.services.database.rows<{ tenant_id: string }>(
      sql`SELECT tenant_id FROM sys_user WHERE account = 'admin'`,
    );
  });

  const post = (path: string, body: unknown, as = admin) => as.post(path, body);
  const group = () => ({
    activityName: '三人成团C2',
    classId,
    groupPrice: '5380',
    groupSize: 3,
    groupHours: 24,
    stock: 30,
    activityStart: now - 60,
    activityEnd: now + 86400,
  });
  const bargain = () => ({
    activityName: '好友助力砍价',
    classId,
    floorPrice: '5480',
    helpCount: 10,
    assistHours: 48,
    stock: 20,
    activityStart: now - 60,
    activityEnd: now + 86400,
  });

  it('group buy: saved below the class price, enabled and disabled by {ids, disable}', async () => {
    const before = await countRows(t, 'bbxc_group_buy');
    expect((await admin.call(groupBuy, 'create', { ...group(), groupPrice: '6000' })).body.message).toBe(
      '拼团价(元)：拼团价必须低于班型价格（5980.00元）',
    );
    expect((await admin.call(groupBuy, 'create', { ...group(), groupSize: 1 })).body.message).toBe(
      '成团人数：请输入2-50之间的整数',
    );
    expect((await admin.call(groupBuy, 'create', { ...group(), activityName: '一次包过团' })).body.status).toBe(true);
    expect(await countRows(t, 'bbxc_group_buy')).toBe(before + 1);
    const { id } = (await admin.call(groupBuy, 'create', group())).body.result;
    expect((await admin.call(groupBuy, 'detail', { id })).body.result).toMatchObject({
      className: 'C2自动挡VIP班',
      groupPrice: '5380.00',
      phaseName: '进行中',
      soldCount: 0,
    });
    expect((await admin.call(groupBuy, 'delete', { ids: [id] })).body.message).toBe(
      '活动「三人成团C2」进行中，请先停用再删除',
    );
    expect((await post(`${groupBase}/updateStatus`, { ids: [id], disable: 1 })).body.message).toBe('停用成功');
    expect((await post(`${groupBase}/updateStatus`, { ids: [id], disable: 1 })).body.message).toBe(
      '状态已变更，请刷新后重试',
    );
    expect((await admin.call(groupBuy, 'update', { id, groupPrice: '5280' })).body.status).toBe(true);
    expect((await admin.call(groupBuy, 'delete', { ids: [id] })).body.status).toBe(true);
  });

  it('bargain: floor below the class price; helpers listed, detailed and exported', async () => {
    expect((await admin.call(assist, 'create', { ...bargain(), floorPrice: '5980' })).body.message).toBe(
      '底价(元)：底价必须低于班型价格（5980.00元）',
    );
    const { id } = (await admin.call(assist, 'create', bargain())).body.result;
    const { rows } = t.services.database;
    const [{ id: launchId }] = await rows<{
      id: string;
    }>(sql`INSERT INTO bbxc_assist_launch (tenant_id, assist_id, user_name, mobile, helped_count, current_price, status)
      VALUES (${tenantId}, ${id}, '刘同学', '13912345678', 2, 584000, 0) RETURNING id`);
    await rows(sql`INSERT INTO bbxc_assist_help (tenant_id, launch_id, helper_name, helper_mobile, cut_amount) VALUES
      (${tenantId}, ${launchId}, '好友甲', '13800001111', 8000), (${tenantId}, ${launchId}, '好友乙', '13800002222', 6000)`);
    const list = (await admin.call(assistLaunch, 'list', { assistId: id })).body.result;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ userName: '刘同学', helpedCount: 2, currentPrice: '5840.00', status: 0 });
    const info = (await post(`${assistBase}/helplistinfo`, { id: launchId })).body.result;
    expect(info.helps.map((h: { helperName: string; cutAmount: string }) => [h.helperName, h.cutAmount])).toEqual([
      ['好友甲', '80.00'],
      ['好友乙', '60.00'],
    ]);
    const file = await t.built.app.inject({
      method: 'POST',
      url: `${assistBase}/exporthelplist`,
      payload: { assistId: id },
      headers: { 'ctl-token': admin.token },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('table')!;
    expect(sheet.getRow(2).values).toEqual(expect.arrayContaining(['刘同学', '13912345678']));
    const other = callerOf(t, (await secondTenantAdmin(t)).token);
    expect((await other.call(assistLaunch, 'list', { assistId: id })).body.result.total).toBe(0);
    expect((await post(`${assistBase}/helplistinfo`, { id: launchId }, other)).body.message).toBe('数据不存在或已删除');
    expect((await other.call(assist, 'list')).body.result.total).toBe(0);
    expect((await other.call(groupBuy, 'create', group())).body.message).toBe('拼团班型：班型不存在或已删除');
  });
});
