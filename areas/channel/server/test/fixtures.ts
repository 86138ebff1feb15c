import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { ADMIN, CHANNEL, type TestApp } from '@coach/server/test/testApp.ts';

export interface OrderInput {
  orderNo: string;
  channelId: string;
  classId?: string;
  paid?: number;
  payStatus?: number;
  settleTime?: number | null;
  couponReceivedId?: string | null;
  createTime?: number;
}

/** Orders are written by the ordering flow (Orders area); tests place them directly. */
export async function insertOrder(t: TestApp, tenantId: string, o: OrderInput): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const paid = o.paid ?? 100000;
  const payStatus = o.payStatus ?? 1;
  const [row] = await t.services.database.rows<{
    id: string;
  }>(sql`INSERT INTO bbxc_order (tenant_id, order_no, class_id, class_name, student_name, mobile,
    channel_id, coupon_received_id, coupon_name, price, discount_amount, paid_amount, pay_status, pay_time, settle_status, settle_time, create_time)
    VALUES (${tenantId}, ${o.orderNo}, ${o.classId ?? null}, 'C1手动挡普通班', '测试学员', '13912345678', ${o.channelId}, ${o.couponReceivedId ?? null},
      ${o.couponReceivedId ? '报名立减200元' : null}, ${paid}, 0, ${paid}, ${payStatus}, ${payStatus === 0 ? null : now - 600},
      ${o.settleTime != null ? 1 : 0}, ${o.settleTime ?? null}, ${o.createTime ?? now - 3600}) RETURNING id`);
  return String(row.id);
}

export interface World {
  tenantId: string;
  admin: string;
  channelUser: string;
  /** 城东合作渠道, the channel of channel01. */
  channelA: string;
  /** A second channel of the same tenant. */
  channelB: string;
  classId: string;
}

/**
 * The seeded tenant with its channel user, a second channel and one class on the shelf.
 * `signedIn`: the tokens of the test fixtures' `admin` and `channel`, else both sign in here.
 */
export async function world(t: TestApp, signedIn?: { admin: string; channelUser: string }): Promise<World> {
  const admin = signedIn?.admin ?? (await t.login(...ADMIN));
  const channelUser = signedIn?.channelUser ?? (await t.login(...CHANNEL));
  const { rows } = t.services.database;
  const [{ id: channelA, tenant_id: tenantId }] = await rows<{ id: string; tenant_id: string }>(
    sql`SELECT id, tenant_id FROM bbxc_channel WHERE name = '城东合作渠道'`,
  );
  const created = await t.post(
    '/api/bbxc/tenant/inner/channel/v1/saveOrUpdate',
    { name: '城南渠道', account: 'chengnan01', contactName: '钱经理', contactMobile: '13700001111' },
    { token: admin },
  );
  const [{ id: classId }] = await rows<{
    id: string;
  }>(sql`INSERT INTO bbxc_zsclass (tenant_id, class_name, car_type, class_type, price, status, sort)
    VALUES (${tenantId}, 'C1手动挡普通班', 1, 1, 428000, 1, 1) RETURNING id`);
  return {
    tenantId: String(tenantId),
    admin,
    channelUser,
    channelA: String(channelA),
    channelB: String(created.body.result.id),
    classId: String(classId),
  };
}

/** Every cell of the first sheet of an xlsx answer, as text rows. */
export async function xlsxRows(body: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const out: string[][] = [];
  workbook.worksheets[0].eachRow((row) =>
    out.push((row.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v)))),
  );
  return out;
}

/** A call's answer as text (JSON, or the cells of an xlsx), to look for another channel's data. */
export async function answerText(
  t: TestApp,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ text: string; json?: { status: boolean; message: string; result: unknown } }> {
  const response = await t.built.app.inject({ method: 'POST', url: path, payload: (body ?? {}) as object, headers });
  if (String(response.headers['content-type']).includes('spreadsheetml'))
    return { text: (await xlsxRows(response.rawPayload)).flat().join('|') };
  return { text: response.body, json: response.json() };
}
