import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ADMIN, OPERATOR, startTestApp, type TestApp } from '../testApp';
import { countRows } from '../tenants';
import { cardNo, money } from './fixtures';

const base = '/api/examroom/bankcard';

describe('exam-room bank cards', () => {
  let t: TestApp;
  let m: ReturnType<typeof money>;
  beforeAll(async () => {
    t = await startTestApp();
    m = money(t, await t.login(...ADMIN));
    // The card's coach: an agreed coach of the exam room (chosen in the form, not typed).
    await t.services.database.rows(sql`INSERT INTO examroom_coach (id, tenant_id, name, mobile, school_name, status)
      SELECT 701, tenant_id, '王建国', '13912345601', '示例驾校', 1 FROM sys_user WHERE account = 'admin'`);
  });
  afterAll(() => t.close());

  const card = {
    coachId: '701',
    coachName: '王建国',
    holderName: '王建国',
    bankName: '中国工商银行',
    cardNo: cardNo(),
    mobile: '13912345601',
  };

  it('refuses a number failing the Luhn check, writing nothing', async () => {
    const before = await countRows(t, 'examroom_bankcard');
    const wrong = card.cardNo.slice(0, -1) + String((Number(card.cardNo.at(-1)) + 1) % 10);
    expect((await m.post(`${base}/save`, { ...card, cardNo: wrong })).message).toBe('银行卡号：银行卡输入错误!');
    expect((await m.post(`${base}/save`, { ...card, cardNo: '6222 0202 0000 1234' })).message).toBe(
      '银行卡号：银行卡输入错误!',
    );
    expect((await m.post(`${base}/save`, { ...card, mobile: '123' })).message).toBe(
      '预留手机号：您输入的手机号不正确!',
    );
    expect((await m.post(`${base}/save`, { ...card, coachId: 'abc' })).status).toBe(false);
    expect((await m.post(`${base}/save`, { ...card, coachId: '702' })).message).toBe('教练：请选择已同意入驻的教练');
    expect(await countRows(t, 'examroom_bankcard')).toBe(before);
  });

  it('stores the number whole, answers it masked without plaintext rights, keeps it when sent back masked', async () => {
    const { id } = (await m.post(`${base}/save`, card)).result;
    expect((await m.post(`${base}/save`, card)).message).toBe('银行卡号已存在');
    const [{ card_no }] = await t.services.database.rows<{ card_no: string }>(
      sql`SELECT card_no FROM examroom_bankcard WHERE id = ${id}`,
    );
    expect(card_no).toBe(card.cardNo);
    expect((await m.post(`${base}/detail`, { id })).result.cardNo).toBe(card.cardNo);

    // The school operator's role has no 财务管理 pages: denied by default.
    expect((await t.post(`${base}/list`, {}, { token: await t.login(...OPERATOR) })).http).toBe(403);

    const shown = `${card.cardNo.slice(0, 3)}${'*'.repeat(card.cardNo.length - 7)}${card.cardNo.slice(-4)}`;
    expect((await m.post(`${base}/update`, { id, cardNo: shown, bankName: '招商银行' })).message).toBe('修改成功');
    expect((await m.post(`${base}/detail`, { id })).result).toMatchObject({
      cardNo: card.cardNo,
      bankName: '招商银行',
    });
    expect((await m.post(`${base}/list`, { coachName: '王建' })).result.total).toBe(1);
    expect((await m.post(`${base}/delete`, { ids: [id] })).message).toBe('删除成功');
    expect((await m.post(`${base}/list`)).result.total).toBe(0);
  });
});
