import { sql } from 'drizzle-orm';
import type { Db } from '@coach/server/platform/db.ts';
import { BizError } from '@coach/server/platform/envelope.ts';
import { rowsOf, type EngineContext } from '@coach/server/engine/index.ts';
import { bookPaidOrder } from './billLedger';

/** A class the tenant has on sale (上架), what an enrolment order is of. */
export interface ClassOnSale {
  id: string;
  class_name: string;
  car_type: number;
  /** Fen. */
  price: string;
}

/** The class chosen in a 报名班型 field, on sale, or the field's refusal. */
export async function classOnSale(tx: Db, ctx: EngineContext, classId: string): Promise<ClassOnSale> {
  const [found] = await rowsOf<ClassOnSale>(
    tx,
    sql`
    SELECT id, class_name, car_type, price FROM bbxc_zsclass WHERE tenant_id = ${ctx.tenantId} AND id = ${classId} AND deleted = 0 AND status = 1`,
  );
  if (!found) throw new BizError('报名班型：班型不存在或已下架');
  return found;
}

/** Who enrols and where: the buyer's name and phone, the school and store the order belongs to. */
export interface Enrolee {
  name: string;
  mobile: string;
  school_id: string | null;
  school_name: string | null;
  store_id: string | null;
  store_name: string | null;
}

/**
 * An enrolment order of a class at the enrolee's school and store — one insert for every path
 * that makes one (转化报名 of a lead: paid at the counter, with the student it made; 转为订单
 * of a pre-registration: waiting for payment, the deposit counted as discount). Amounts in fen;
 * the discount never exceeds the price.
 */
export async function createEnrolOrder(
  tx: Db,
  ctx: EngineContext,
  order: {
    orderNo: string;
    cls: ClassOnSale;
    enrolee: Enrolee;
    discount?: number;
    paid?: { at: number; method: number; studentId: string };
  },
): Promise<string> {
  const { cls, enrolee: e, paid } = order;
  const price = Number(cls.price);
  const discount = Math.min(Math.max(order.discount ?? 0, 0), price);
  const [made] = await rowsOf<{ id: string }>(
    tx,
    sql`INSERT INTO bbxc_order (tenant_id, order_no, class_id, class_name, student_name, mobile, school_id, school_name,
      store_id, store_name, car_type, price, discount_amount, paid_amount, pay_status, pay_time, pay_method, student_id, create_by, update_by)
    VALUES (${ctx.tenantId}, ${order.orderNo}, ${cls.id}, ${cls.class_name}, ${e.name}, ${e.mobile}, ${e.school_id}, ${e.school_name}, ${e.store_id}, ${e.store_name},
      ${cls.car_type}, ${price}, ${discount}, ${price - discount}, ${paid ? 1 : 0}, ${paid?.at ?? null}, ${paid?.method ?? null}, ${paid?.studentId ?? null},
      ${ctx.userId}, ${ctx.userId}) RETURNING id`,
  );
  const id = String(made.id);
  if (paid)
    await bookPaidOrder(
      tx,
      ctx.tenantId,
      { id, orderNo: order.orderNo, studentName: e.name, amount: price - discount },
      e.school_id ? { id: e.school_id, name: e.school_name } : null,
      paid.at,
    );
  return id;
}
