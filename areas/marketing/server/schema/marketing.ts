import { bigint, index, integer, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { RESOURCES } from '@coach/domain';
import { tableFromDef } from '@coach/server/engine/tableFromDef.ts';
import { auditColumns, idColumn, refColumn, timeColumn, unixNow } from '@coach/server/db/schema/columns.ts';

const def = (name: string) => RESOURCES.find((r) => r.name === name)!;
/** Counters the server keeps: never null, start at zero. */
const counter = (name: string) => integer(name).notNull().default(0);

export const channelRuleTable = tableFromDef(def('channelRule'));
export const channelMemberTable = tableFromDef(def('channelMember'));

export const zsclassTable = tableFromDef(def('zsclass'));

/**
 * Installment plan of a class: period 0 is the down payment, 1..n the instalments. The
 * amounts (fen) add up to the class price; `rate` is the fee rate (%) of each instalment.
 */
export const zsclassInstalment = pgTable(
  'bbxc_zsclass_instalment',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    classId: refColumn('class_id').notNull(),
    periodNo: smallint('period_no').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    rate: varchar('rate', { length: 10 }).notNull().default('0'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('bbxc_zsclass_instalment_uq').on(t.classId, t.periodNo),
    index('bbxc_zsclass_instalment_tenant_idx').on(t.tenantId, t.classId),
  ],
);

export const couponTable = tableFromDef(def('coupon'), {
  receivedCount: counter('received_count'),
  classIds: jsonb('class_ids'),
});

export const couponReceivedTable = tableFromDef(def('couponReceived'), {
  couponId: refColumn('coupon_id').notNull(),
  channelId: refColumn('channel_id'),
  useTime: timeColumn('use_time'),
});

export const secKillTable = tableFromDef(def('secKill'), {
  classId: refColumn('class_id').notNull(),
  soldCount: counter('sold_count'),
});

/** One flash-sale purchase: the stock it took and the price paid (fen). */
export const secKillOrder = pgTable(
  'bbxc_seckill_order',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    seckillId: refColumn('seckill_id').notNull(),
    classId: refColumn('class_id').notNull(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    userName: varchar('user_name', { length: 20 }),
    quantity: integer('quantity').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    createTime: timeColumn('create_time').notNull().default(unixNow),
  },
  (t) => [
    index('bbxc_seckill_order_user_idx').on(t.seckillId, t.mobile),
    index('bbxc_seckill_order_tenant_idx').on(t.tenantId, t.createTime),
  ],
);

export const groupBuyTable = tableFromDef(def('groupBuy'), {
  classId: refColumn('class_id').notNull(),
  soldCount: counter('sold_count'),
});

export const assistTable = tableFromDef(def('assist'), { classId: refColumn('class_id').notNull() });

export const assistLaunchTable = tableFromDef(def('assistLaunch'), {
  assistId: refColumn('assist_id').notNull(),
  helpedCount: counter('helped_count'),
});

/** One friend's help on a bargain: how much it cut (fen). */
export const assistHelp = pgTable(
  'bbxc_assist_help',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    launchId: refColumn('launch_id').notNull(),
    helperName: varchar('helper_name', { length: 20 }),
    helperMobile: varchar('helper_mobile', { length: 20 }),
    cutAmount: bigint('cut_amount', { mode: 'number' }).notNull(),
    createTime: timeColumn('create_time').notNull().default(unixNow),
  },
  (t) => [index('bbxc_assist_help_launch_idx').on(t.tenantId, t.launchId)],
);

export const turntableTable = tableFromDef(def('turntable'));

/** A wheel's prizes: a coupon (or none: 谢谢参与) and its chance in millionths (1 000 000 is certainty). */
export const turntablePrize = pgTable(
  'bbxc_turntable_prize',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    turntableId: refColumn('turntable_id').notNull(),
    prizeName: varchar('prize_name', { length: 30 }).notNull(),
    couponId: refColumn('coupon_id'),
    /** Basis points of 100%: 10000 in total per wheel, so no float ever decides a prize. */
    chance: integer('chance').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('bbxc_turntable_prize_wheel_idx').on(t.tenantId, t.turntableId)],
);

/** One draw of a student on a wheel (the daily limit counts these). */
export const turntableDraw = pgTable(
  'bbxc_turntable_draw',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    turntableId: refColumn('turntable_id').notNull(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    prizeId: refColumn('prize_id'),
    receivedId: refColumn('received_id'),
    drawDay: varchar('draw_day', { length: 10 }).notNull(),
    createTime: timeColumn('create_time').notNull().default(unixNow),
  },
  (t) => [index('bbxc_turntable_draw_user_idx').on(t.turntableId, t.mobile, t.drawDay)],
);

export const regGuideTable = tableFromDef(def('regGuide'));
export const materialTable = tableFromDef(def('material'));
export const enrollPosterTable = tableFromDef(def('enrollPoster'), { usedCount: counter('used_count') });

/** A staff member's personal poster: the channel member it prints the QR code of. */
export const staffPosterTable = tableFromDef(def('staffPoster'), { memberId: refColumn('member_id').notNull() });

/** One use of a poster (generated or shared by a staff member or channel member). */
export const posterUse = pgTable(
  'bbxc_poster_use',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    posterId: refColumn('poster_id').notNull(),
    channelId: refColumn('channel_id'),
    memberId: refColumn('member_id'),
    userId: refColumn('user_id'),
    createTime: timeColumn('create_time').notNull().default(unixNow),
  },
  (t) => [index('bbxc_poster_use_poster_idx').on(t.tenantId, t.posterId)],
);

export const infoCateTable = tableFromDef(def('infoCate'));
export const infoItemTable = tableFromDef(def('infoItem'), { cateId: refColumn('cate_id').notNull() });
export const infoLibraryTable = tableFromDef(def('infoLibrary'));
export const bannerTable = tableFromDef(def('banner'));
export const agreementTable = tableFromDef(def('agreement'));
export const aboutUsTable = tableFromDef(def('aboutUs'));
export const commonProblemTable = tableFromDef(def('commonProblem'));

/** Coupons a channel hands out (channelrelation): each coupon at most once per channel. */
export const channelCoupon = pgTable(
  'bbxc_channel_coupon',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    channelId: refColumn('channel_id').notNull(),
    couponId: refColumn('coupon_id').notNull(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('bbxc_channel_coupon_uq').on(t.channelId, t.couponId),
    index('bbxc_channel_coupon_tenant_idx').on(t.tenantId, t.channelId),
  ],
);
