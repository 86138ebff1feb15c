import { sql } from 'drizzle-orm';
import { luhnValid } from '@coach/domain';
import type { TestApp } from '@coach/server/test/testApp.ts';

export const HOUR = 3600;
export const now = () => Math.floor(Date.now() / 1000);

/** A valid (Luhn) card number from a 15-digit prefix. */
export function cardNo(prefix = '622202020000123'): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(prefix + d)) return prefix + d;
  throw new Error('unreachable');
}

/** Calls of the exam-room money side as one user (`account`: whose tenant gets coaches and plans). */
export function money(t: TestApp, token: string, account = 'admin') {
  const post = async (path: string, body: unknown = {}) => (await t.post(path, body, { token })).body;
  const { rows } = t.services.database;
  const tenant = async () =>
    String(
      (await rows<{ tenant_id: string }>(sql`SELECT tenant_id FROM sys_user WHERE account = ${account}`))[0].tenant_id,
    );
  return {
    post,
    /**
     * An agreed exam-room coach with this very id (tests name coaches by id), named 教练<id>,
     * made on first use. Written straight into the table: coaches come from the mini program.
     */
    async coach(coachId: string) {
      await rows(sql`INSERT INTO examroom_coach (id, tenant_id, name, mobile, school_name, status)
        VALUES (${coachId}, ${await tenant()}, ${`教练${coachId}`}, '13912345678', '示例驾校', 1) ON CONFLICT (id) DO NOTHING`);
    },
    /**
     * An open class plan of the coach (written straight into the table, so it may lie in the
     * past for trainings already given; the car is the coach's own).
     */
    async plan(
      coachId: string,
      start: number,
      end: number,
      opts: { subject?: number; capacity?: number; status?: number } = {},
    ): Promise<string> {
      await this.coach(coachId);
      const [row] = await rows<{
        id: string;
      }>(sql`INSERT INTO examroom_class_plan (tenant_id, coach_id, coach_name, car_id, car_no, subject, start_time, end_time, capacity, status)
        VALUES (${await tenant()}, ${coachId}, ${`教练${coachId}`}, ${coachId}, ${`粤A·T${coachId}`}, ${opts.subject ?? 2}, ${start}, ${end}, ${opts.capacity ?? 4}, ${opts.status ?? 1}) RETURNING id`);
      return String(row.id);
    },
    async bookedCount(planId: string): Promise<number> {
      return Number(
        (await rows<{ n: number }>(sql`SELECT booked_count AS n FROM examroom_class_plan WHERE id = ${planId}`))[0].n,
      );
    },
    /** A price: `unit` and `coach` yuan per class hour. */
    async price(unit = '150', coach = '50', carType = 1, subject = 2): Promise<string> {
      const r = await post('/api/examroom/priceSetting/save', {
        settingName: `价格${carType}-${subject}`,
        carType,
        subject,
        unitPrice: unit,
        coachPrice: coach,
        minHours: 1,
      });
      if (!r.status) throw new Error(r.message);
      return r.result.id;
    },
    /** Books one new plan per `hours` entry of a coach, a day apart; returns the order, its sub-order and plan ids. */
    async book(
      priceSettingId: string,
      coachId: string,
      hours: number[],
      startIn = -7 * 24 * HOUR,
      student = { studentName: '赵子涵', studentMobile: '13700001111' },
    ) {
      const [price] = await rows<{ subject: number }>(
        sql`SELECT subject FROM examroom_price_setting WHERE id = ${priceSettingId}`,
      );
      let start = now() + startIn;
      start -= start % HOUR;
      const planIds: string[] = [];
      for (const h of hours) {
        planIds.push(await this.plan(coachId, start, start + h * HOUR, { subject: Number(price.subject) }));
        start += 24 * HOUR;
      }
      const r = await post('/api/examroom/order/book', { ...student, priceSettingId, planIds });
      if (!r.status) throw new Error(r.message);
      const subs = (await post('/api/examroom/subOrder/list', { orderId: r.result.id, pageSize: 50 })).result.list as {
        id: string;
      }[];
      return {
        orderId: r.result.id as string,
        orderNo: r.result.orderNo as string,
        subIds: subs.map((s) => s.id),
        planIds,
      };
    },
    async finish(subOrderId: string) {
      return post('/api/examroom/train/finish', { subOrderId });
    },
    /** A coach with `yuan` in the wallet (coach pay 50/h: yuan must be a multiple of 50) and a bank card. */
    async fundedCoach(coachId: string, yuan: number, priceId: string) {
      const { subIds } = await this.book(priceId, coachId, [yuan / 50]);
      const f = await this.finish(subIds[0]);
      if (!f.status) throw new Error(f.message);
      const card = await post('/api/examroom/bankcard/save', {
        coachId,
        coachName: `教练${coachId}`,
        holderName: `教练${coachId}`,
        bankName: '招商银行',
        cardNo: cardNo(`62148300${coachId.padStart(7, '0')}`),
      });
      if (!card.status) throw new Error(card.message);
      return { cardId: card.result.id as string };
    },
    async wallet(coachId: string) {
      const list = (await post('/api/examroom/wallet/list', { coachId })).result.list;
      return list[0] as
        | {
            id: string;
            coachMobile: string;
            balance: string;
            frozen: string;
            totalIncome: string;
            totalWithdrawn: string;
          }
        | undefined;
    },
  };
}

/** Ledger sums of one coach (fen): what the wallet row must equal. */
export async function ledger(t: TestApp, coachId: string) {
  const [r] = await t.services.database.rows<{
    credits: string;
    debits: string;
    frozen: string;
    balance: string;
    wallet_frozen: string;
  }>(sql`
    SELECT coalesce(sum(balance_change) FILTER (WHERE balance_change > 0), 0) AS credits,
           coalesce(-sum(balance_change) FILTER (WHERE balance_change < 0), 0) AS debits,
           coalesce(sum(frozen_change), 0) AS frozen,
           (SELECT balance FROM examroom_wallet w WHERE w.coach_id = ${coachId}) AS balance,
           (SELECT frozen FROM examroom_wallet w WHERE w.coach_id = ${coachId}) AS wallet_frozen
    FROM examroom_wallet_flow WHERE coach_id = ${coachId}`);
  return {
    credits: Number(r.credits),
    debits: Number(r.debits),
    ledgerFrozen: Number(r.frozen),
    balance: Number(r.balance),
    frozen: Number(r.wallet_frozen),
  };
}
