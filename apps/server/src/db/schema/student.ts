import { index, pgTable, smallint } from 'drizzle-orm/pg-core';
import { RESOURCES } from '@coach/domain';
import { tableFromDef } from '../../engine/tableFromDef';
import { auditColumns, idColumn, refColumn, timeColumn } from './columns';

const def = (name: string) => RESOURCES.find((r) => r.name === name)!;

/**
 * Students: the resource's columns plus what only the server keeps — the channel that brought
 * the student (null: the school's own) and the enrolment order. Reports group students by
 * school, store, coach, category and stage, all indexed with the tenant through the search
 * fields; the channel and the order get indexes of their own.
 */
export const studentTable = tableFromDef(
  def('student'),
  { channelId: refColumn('channel_id'), orderId: refColumn('order_id') },
  (c) => [
    index('bbxc_student_channel_idx').on(c.tenantId, c.channelId),
    index('bbxc_student_order_idx').on(c.tenantId, c.orderId),
  ],
);

/** Every stage change of a student, so the stage held at any past instant can be read (库存报表). */
export const studentStageTable = pgTable(
  'bbxc_student_stage',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    studentId: refColumn('student_id').notNull(),
    fromStage: smallint('from_stage'),
    toStage: smallint('to_stage').notNull(),
    changeTime: timeColumn('change_time').notNull(),
    ...auditColumns(),
  },
  (t) => [
    index('bbxc_student_stage_student_idx').on(t.tenantId, t.studentId, t.changeTime),
    index('bbxc_student_stage_time_idx').on(t.tenantId, t.changeTime),
  ],
);
