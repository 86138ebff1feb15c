import { sql } from 'drizzle-orm';
import { resourcesByName } from '@coach/domain';
import { describe, expect, test as it } from '@coach/server/test/fixtures.ts';
import { countRows } from '@coach/server/test/tenants.ts';
import { cardNo } from './fixtures';

const bankcard = resourcesByName.examroomBankcard;

describe('exam-room bank cards', () => {
  it.beforeAll(async ({ app }) => {
    // The card's coach: an agreed coach of the exam room (chosen in the form, not typed).
    await app.services.database.rows(sql`INSERT INTO examroom_coach (id, tenant_id, name, mobile, school_name, status)
      SELECT 701, tenant_id, '王建国', '13912345601', '示例驾校', 1 FROM sys_user WHERE account = 'admin'`);
  });

  const card = {
    coachId: '701',
    coachName: '王建国',
    holderName: '王建国',
    bankName: '中国工商银行',
    cardNo: cardNo(),
    mobile: '13912345601',
  };

  it('refuses a number failing the Luhn check, writing nothing', async ({ app, admin }) => {
    const before = await countRows(app, 'examroom_bankcard');
    const wrong = card.cardNo.slice(0, -1) + String((Number(card.cardNo.at(-1)) + 1) % 10);
    expect((await admin.call(bankcard, 'create', { ...card, cardNo: wrong })).body.message).toBe(
      '银行卡号：银行卡输入错误!',
    );
    expect((await admin.call(bankcard, 'create', { ...card, cardNo: '6222 0202 0000 1234' })).body.message).toBe(
      '银行卡号：银行卡输入错误!',
    );
    expect((await admin.call(bankcard, 'create', { ...card, mobile: '123' })).body.message).toBe(
      '预留手机号：您输入的手机号不正确!',
    );
    expect((await admin.call(bankcard, 'create', { ...card, coachId: 'abc' })).body.status).toBe(false);
    expect((await admin.call(bankcard, 'create', { ...card, coachId: '702' })).body.message).toBe(
      '教练：请选择已同意入驻的教练',
    );
    expect(await countRows(app, 'examroom_bankcard')).toBe(before);
  });

  it('stores the number whole, answers it masked without plaintext rights, keeps it when sent back masked', async ({
    app,
    admin,
    operator,
  }) => {
    const { id } = (await admin.call(bankcard, 'create', card)).body.result;
    expect((await admin.call(bankcard, 'create', card)).body.message).toBe('银行卡号已存在');
    const [{ card_no }] = await app.services.database.rows<{ card_no: string }>(
      sql`SELECT card_no FROM examroom_bankcard WHERE id = ${id}`,
    );
    expect(card_no).toBe(card.cardNo);
    expect((await admin.call(bankcard, 'detail', { id })).body.result.cardNo).toBe(card.cardNo);

    // The school operator's role has no 财务管理 pages: denied by default.
    expect((await operator.call(bankcard, 'list')).http).toBe(403);

    const shown = `${card.cardNo.slice(0, 3)}${'*'.repeat(card.cardNo.length - 7)}${card.cardNo.slice(-4)}`;
    expect((await admin.call(bankcard, 'update', { id, cardNo: shown, bankName: '招商银行' })).body.message).toBe(
      '修改成功',
    );
    expect((await admin.call(bankcard, 'detail', { id })).body.result).toMatchObject({
      cardNo: card.cardNo,
      bankName: '招商银行',
    });
    expect((await admin.call(bankcard, 'list', { coachName: '王建' })).body.result.total).toBe(1);
    expect((await admin.call(bankcard, 'delete', { ids: [id] })).body.message).toBe('删除成功');
    expect((await admin.call(bankcard, 'list')).body.result.total).toBe(0);
  });
});
