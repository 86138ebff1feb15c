import { index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { RESOURCES } from '@coach/domain';
import { tableFromDef } from '@coach/server/engine/tableFromDef.ts';
import { idColumn, refColumn, timeColumn } from '@coach/server/db/schema/columns.ts';

const def = (name: string) => RESOURCES.find((r) => r.name === name)!;

/** 教学评价 and 陪驾评价: the student behind a comment is kept for the evaluation rate. */
export const commentCoachTable = tableFromDef(
  def('commentCoach'),
  { studentId: refColumn('student_id').notNull(), bookingId: refColumn('booking_id') },
  (c) => [
    index('bbxc_comment_coach_coach_idx').on(c.tenantId, c.coachId, c.createTime),
    index('bbxc_comment_coach_store_idx').on(c.tenantId, c.storeId, c.createTime),
    // 未评价学员 asks, per lesson, whether an evaluation answers it.
    index('bbxc_comment_coach_booking_idx').on(c.bookingId),
  ],
);
export const commentAccompanyTable = tableFromDef(def('commentAccompany'), { orderId: refColumn('order_id') });

/**
 * The frozen copy of a closed month's comments (满意度): written once when the month is frozen,
 * rewritten only by the explicit recompute; the satisfaction reports read nothing else.
 */
export const commentSolidTable = pgTable(
  'bbxc_comment_solid',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    monthStart: timeColumn('month_start').notNull(),
    commentId: refColumn('comment_id').notNull(),
    studentId: refColumn('student_id').notNull(),
    schoolId: varchar('school_id', { length: 20 }),
    storeId: varchar('store_id', { length: 20 }),
    coachId: varchar('coach_id', { length: 20 }),
    newCoach: smallint('new_coach').notNull().default(0),
    subject: smallint('subject').notNull().default(0),
    score: smallint('score').notNull(),
    createTime: timeColumn('create_time').notNull(),
  },
  (t) => [
    index('bbxc_comment_solid_month_idx').on(t.tenantId, t.monthStart),
    index('bbxc_comment_solid_time_idx').on(t.tenantId, t.createTime),
  ],
);

/** Which months are frozen, when, and by whom recomputed last. */
export const commentSolidMonthTable = pgTable(
  'bbxc_comment_solid_month',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    monthStart: timeColumn('month_start').notNull(),
    comments: integer('comments').notNull().default(0),
    frozenTime: timeColumn('frozen_time').notNull(),
    recomputedBy: refColumn('recomputed_by'),
  },
  (t) => [uniqueIndex('bbxc_comment_solid_month_uq').on(t.tenantId, t.monthStart)],
);

/** 教练基本信息 and 教练视频: what coaches submit from the coach app, shown once approved. */
export const coachStyleTable = tableFromDef(def('coachPersonalStyle'), {}, (c) => [
  index('bbxc_coach_style_coach_idx').on(c.tenantId, c.coachId),
]);
export const coachVideoTable = tableFromDef(def('coachVideo'), {}, (c) => [
  index('bbxc_coach_video_coach_idx').on(c.tenantId, c.coachId),
]);
