import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, partitionedIdColumn, refColumn, timeColumn } from '@coach/server/db/schema/columns.ts';

// The students' own table and their stage history stay in apps/server/src/db/schema/student.ts:
// every area reads them. These are only 计时管理's (the students' exams, timing openings, study
// records and what is kept with them).

/** Exam results per subject: each sitting with its date and score (pass at 90). */
export const studentExamTable = pgTable(
  'bbxc_student_exam',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    studentId: refColumn('student_id').notNull(),
    subject: smallint('subject').notNull(),
    examTime: timeColumn('exam_time').notNull(),
    score: smallint('score').notNull(),
    passed: smallint('passed').notNull(),
    ...auditColumns(),
  },
  (t) => [
    index('bbxc_student_exam_student_idx').on(t.tenantId, t.studentId, t.subject),
    index('bbxc_student_exam_time_idx').on(t.tenantId, t.examTime),
  ],
);

/**
 * Timing activation of a student per category (计时开通): one row per student and category,
 * opened (1) or closed (0), with the time it was opened and the cost deducted then (fen).
 */
export const studentTimingTable = pgTable(
  'bbxc_student_timing',
  {
    id: idColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    studentId: refColumn('student_id').notNull(),
    // Who the student is, kept here so the 18 opening lists read one table.
    studentName: varchar('student_name', { length: 20 }),
    idCard: varchar('id_card', { length: 18 }),
    mobile: varchar('mobile', { length: 11 }),
    // The student's school and store, kept here so per-store statistics read one table.
    schoolId: varchar('school_id', { length: 20 }),
    schoolName: varchar('school_name', { length: 50 }),
    storeId: varchar('store_id', { length: 20 }),
    storeName: varchar('store_name', { length: 50 }),
    carType: smallint('car_type').notNull(),
    status: smallint('status').notNull().default(0),
    openTime: timeColumn('open_time'),
    cost: bigint('cost', { mode: 'number' }),
    operator: varchar('operator', { length: 50 }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('bbxc_student_timing_uq').on(t.tenantId, t.studentId, t.carType),
    index('bbxc_student_timing_type_idx').on(t.tenantId, t.carType, t.status),
    index('bbxc_student_timing_store_idx').on(t.tenantId, t.storeId, t.openTime),
  ],
);

/**
 * Study records (学时记录) a timing terminal or the app reports: one sitting of a student on a
 * subject, its minutes and whether the regulator counts it (valid). Large: statistics read
 * the daily totals below, the records themselves only for a student's own list.
 */
export const studyRecordTable = pgTable(
  'bbxc_study_record',
  {
    id: partitionedIdColumn(),
    tenantId: refColumn('tenant_id').notNull(),
    studentId: refColumn('student_id').notNull(),
    // Names as they were when the sitting was recorded: the list of millions of records
    // shows and searches them without a join.
    studentName: varchar('student_name', { length: 20 }).notNull().default(''),
    schoolId: varchar('school_id', { length: 20 }).notNull().default(''),
    schoolName: varchar('school_name', { length: 50 }).notNull().default(''),
    storeId: varchar('store_id', { length: 20 }).notNull().default(''),
    storeName: varchar('store_name', { length: 50 }).notNull().default(''),
    coachId: varchar('coach_id', { length: 20 }),
    coachName: varchar('coach_name', { length: 20 }),
    // The district (GB/T 2260) of the store: 区域统计 groups by it.
    areaCode: varchar('area_code', { length: 6 }).notNull().default(''),
    carType: smallint('car_type').notNull(),
    subject: smallint('subject').notNull(),
    startTime: timeColumn('start_time').notNull(),
    minutes: integer('minutes').notNull(),
    valid: smallint('valid').notNull().default(1),
    ...auditColumns(),
  },
  // Range-partitioned by month of start_time (migration 0030, apps/server/src/db/partitions.ts): not
  // expressed here, drizzle-kit knows no partitioning; the key holds the partition column.
  (t) => [
    primaryKey({ columns: [t.id, t.startTime] }),
    index('bbxc_study_record_time_idx').on(t.tenantId, t.startTime),
    index('bbxc_study_record_student_idx').on(t.tenantId, t.studentId, t.startTime),
    index('bbxc_study_record_type_idx').on(t.tenantId, t.carType, t.startTime),
  ],
);

/**
 * Each student's progress per category and subject, kept with the study records: the hours
 * the regulator requires, those studied and counted, what remains (never below zero) and
 * whether the requirement is reached. 学时报表 counts these rows by when study began.
 */
export const studyProgressTable = pgTable(
  'bbxc_study_progress',
  {
    tenantId: refColumn('tenant_id').notNull(),
    studentId: refColumn('student_id').notNull(),
    schoolId: varchar('school_id', { length: 20 }).notNull().default(''),
    storeId: varchar('store_id', { length: 20 }).notNull().default(''),
    carType: smallint('car_type').notNull(),
    subject: smallint('subject').notNull(),
    firstTime: timeColumn('first_time').notNull(),
    requiredMinutes: integer('required_minutes').notNull(),
    studiedMinutes: integer('studied_minutes').notNull().default(0),
    validMinutes: integer('valid_minutes').notNull().default(0),
    remainingMinutes: integer('remaining_minutes').notNull(),
    reached: smallint('reached').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.studentId, t.carType, t.subject] }),
    index('bbxc_study_progress_time_idx').on(t.tenantId, t.firstTime),
    check('bbxc_study_progress_remaining_ck', sql`remaining_minutes >= 0`),
  ],
);

/**
 * Daily totals of the study records (Shanghai days), kept in the same transaction as the
 * records (server/studyRecords.ts) or rebuilt for a range: a year of statistics reads a few
 * thousand rows instead of millions.
 */
export const studyDailyTable = pgTable(
  'bbxc_study_daily',
  {
    tenantId: refColumn('tenant_id').notNull(),
    day: timeColumn('day').notNull(),
    schoolId: varchar('school_id', { length: 20 }).notNull().default(''),
    storeId: varchar('store_id', { length: 20 }).notNull().default(''),
    areaCode: varchar('area_code', { length: 6 }).notNull().default(''),
    carType: smallint('car_type').notNull(),
    subject: smallint('subject').notNull(),
    records: integer('records').notNull().default(0),
    minutes: bigint('minutes', { mode: 'number' }).notNull().default(0),
    validMinutes: bigint('valid_minutes', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.schoolId, t.storeId, t.areaCode, t.carType, t.subject] })],
);
