import { sql } from 'drizzle-orm';
import { fenToYuan, yuanToFen } from '@coach/domain';
import { BizError } from '@coach/server/platform/envelope.ts';
import { resourceHooks, rowsOf, type SaveArgs } from '@coach/server/engine/index.ts';

/** The value a save ends with: the new one if sent, else the stored one (edit). */
const finalValue = (args: SaveArgs, key: string) => (key in args.values ? args.values[key] : args.before?.[key]);

/**
 * 价格设置 (one live price per car category and subject, the coach's pay never above the
 * student's price) and 银行卡管理 (Luhn-checked, masked numbers: all from the definition).
 */
export const priceBankHooks = resourceHooks({
  examroomPriceSetting: {
    async beforeSave(args) {
      // Sent values are fen already; the stored row reads back in yuan.
      const fenOf = (key: string) =>
        key in args.values ? Number(args.values[key]) : yuanToFen(args.before?.[key] as string);
      const unit = fenOf('unitPrice');
      const coach = fenOf('coachPrice');
      if (coach > unit) throw new BizError(`教练课酬(元)：不能高于学时单价（${fenToYuan(unit)}元）`);
      const carType = finalValue(args, 'carType');
      const subject = finalValue(args, 'subject');
      const [taken] = await rowsOf<{ setting_name: string }>(
        args.tx,
        sql`SELECT setting_name FROM examroom_price_setting WHERE tenant_id = ${args.ctx.tenantId}
        AND deleted = 0 AND car_type = ${carType} AND subject = ${subject} ${args.before ? sql`AND id <> ${args.before.id as string}` : sql``} LIMIT 1`,
      );
      if (taken) throw new BizError(`该车型和科目已有价格设置「${taken.setting_name}」`, '409');
    },
  },
  examroomBankcard: {
    // The card's coach: an agreed coach of the exam room, whose name the list shows.
    async beforeSave({ tx, ctx, values }) {
      if (!('coachId' in values)) return;
      const [coach] = await rowsOf<{ name: string }>(
        tx,
        sql`SELECT name FROM examroom_coach WHERE tenant_id = ${ctx.tenantId}
        AND id = ${values.coachId as string} AND status = 1 AND deleted = 0`,
      );
      if (!coach) throw new BizError('教练：请选择已同意入驻的教练');
      values.coachName = coach.name;
    },
  },
});
