import { sql } from 'drizzle-orm';
import { EXAM_PASS_SCORE } from '@coach/domain';
import type { Database, Db } from '../platform/db';
import { demoStudents, type DemoOrg } from './studentDemo';
import { addStudyRecords } from '../features/timing/studyRecords';
import { seedTimingMoney } from './timingMoney';
import { seedFilings } from './filings';

const BATCH = 200;

/**
 * ~800 demo students of the demo tenant's schools, stores and coaches (seed/school.ts), with
 * their stage history, exam results, timing activations and study records (with their daily totals). Runs once: a tenant with
 * students is left alone.
 */
export async function seedStudents(database: Database, tenantId: string, count = 800): Promise<void> {
  const [existing] = await database.rows(sql`SELECT 1 FROM bbxc_student WHERE tenant_id = ${tenantId} LIMIT 1`);
  if (existing) return;
  const stores = await database.rows<{ id: string; name: string; school_id: string; school_name: string; area_code: string | null }>(sql`
    SELECT id, name, school_id, school_name, coalesce(nullif(region->>2, ''), region->>1) AS area_code
    FROM bbxc_store WHERE tenant_id = ${tenantId} AND deleted = 0 ORDER BY id`);
  if (!stores.length) return;
  const coaches = await database.rows<{ id: string; name: string; store_id: string }>(sql`
    SELECT id, name, store_id FROM bbxc_coach WHERE tenant_id = ${tenantId} AND deleted = 0 ORDER BY id`);
  const [channel] = await database.rows<{ id: string; name: string }>(sql`
    SELECT id, name FROM bbxc_channel WHERE tenant_id = ${tenantId} AND deleted = 0 ORDER BY id LIMIT 1`);
  const org: DemoOrg = {
    stores: stores.map((s) => ({ id: String(s.id), name: s.name, schoolId: String(s.school_id), schoolName: s.school_name, areaCode: s.area_code ?? '' })),
    coaches: coaches.map((c) => ({ id: String(c.id), name: c.name, storeId: String(c.store_id) })),
    channel: channel ? { id: String(channel.id), name: channel.name } : undefined,
  };
  const now = Math.floor(Date.now() / 1000);
  const students = demoStudents(org, now, count);

  await database.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    for (let from = 0; from < students.length; from += BATCH) {
      const batch = students.slice(from, from + BATCH);
      const values = batch.map((s) => sql`(${tenantId}, ${s.name}, ${s.mobile}, ${s.idCard}, ${s.gender}, ${s.store.schoolId}, ${s.store.schoolName},
        ${s.store.id}, ${s.store.name}, ${s.carType}, ${s.stage}, ${s.coach?.id ?? null}, ${s.coach?.name ?? null}, ${s.channel?.id ?? null},
        ${s.channel?.name ?? null}, ${s.orderNo}, ${s.enrolTime}, ${s.activateTime ? 1 : 0}, ${s.activateTime ?? null},
        ${s.stage === 5 ? s.stages[s.stages.length - 1][1] : null}, ${s.enrolTime})`);
      const ids = ((await tx.execute(sql`INSERT INTO bbxc_student (tenant_id, name, mobile, id_card, gender, school_id, school_name, store_id, store_name,
        car_type, stage, coach_id, coach_name, channel_id, channel_name, order_no, enrol_time, activate_status, activate_time, graduate_time, create_time)
        VALUES ${sql.join(values, sql`, `)} RETURNING id`)) as unknown as { rows: { id: string }[] }).rows.map((r) => String(r.id));

      const stages = batch.flatMap((s, i) => s.stages.map(([stage, at], k) => sql`(${tenantId}, ${ids[i]}, ${k ? s.stages[k - 1][0] : null}, ${stage}, ${at})`));
      await tx.execute(sql`INSERT INTO bbxc_student_stage (tenant_id, student_id, from_stage, to_stage, change_time) VALUES ${sql.join(stages, sql`, `)}`);
      const exams = batch.flatMap((s, i) => s.exams.map((e) => sql`(${tenantId}, ${ids[i]}, ${e.subject}, ${e.time}, ${e.score}, ${e.score >= EXAM_PASS_SCORE ? 1 : 0})`));
      if (exams.length) await tx.execute(sql`INSERT INTO bbxc_student_exam (tenant_id, student_id, subject, exam_time, score, passed) VALUES ${sql.join(exams, sql`, `)}`);
      const timings = batch.flatMap((s, i) => [
        sql`(${tenantId}, ${ids[i]}, ${s.name}, ${s.idCard}, ${s.mobile}, ${s.store.schoolId}, ${s.store.schoolName}, ${s.store.id}, ${s.store.name}, ${s.carType},
          ${s.timingOpenTime ? 1 : 0}, ${s.timingOpenTime ?? null}, ${s.timingOpenTime ? '系统管理员' : null}, ${s.enrolTime})`,
      ]);
      await addStudyRecords(
        tx,
        tenantId,
        batch.flatMap((s, i) =>
          s.study.map((r) => ({
            studentId: ids[i],
            studentName: s.name,
            schoolId: s.store.schoolId,
            schoolName: s.store.schoolName,
            storeId: s.store.id,
            storeName: s.store.name,
            areaCode: s.store.areaCode,
            coachId: s.coach?.id,
            coachName: s.coach?.name,
            carType: s.carType,
            ...r,
          })),
        ),
      );
      await tx.execute(sql`INSERT INTO bbxc_student_timing (tenant_id, student_id, student_name, id_card, mobile, school_id, school_name, store_id, store_name, car_type,
        status, open_time, operator, create_time) VALUES ${sql.join(timings, sql`, `)}`);
    }
    // The channel's demo orders are its students' enrolments: each order names the student,
    // school, store and category, how it was paid, and a refunded order what went back.
    await tx.execute(sql`WITH o AS (SELECT id, order_no, row_number() OVER (ORDER BY create_time, id) AS n FROM bbxc_order
        WHERE tenant_id = ${tenantId} AND channel_id IS NOT NULL AND student_id IS NULL AND deleted = 0),
      s AS (SELECT id, school_id, school_name, store_id, store_name, car_type, row_number() OVER (ORDER BY enrol_time, id) AS n FROM bbxc_student
        WHERE tenant_id = ${tenantId} AND channel_id IS NOT NULL AND order_id IS NULL)
      UPDATE bbxc_order b SET student_id = s.id, school_id = s.school_id, school_name = s.school_name, store_id = s.store_id, store_name = s.store_name, car_type = s.car_type,
        pay_method = CASE WHEN b.pay_status = 0 THEN NULL ELSE 1 + b.id % 5 END, instalments = CASE WHEN b.id % 5 = 4 THEN 12 ELSE 1 END,
        refund_status = CASE WHEN b.pay_status = 2 THEN 3 ELSE 0 END, refunded_amount = CASE WHEN b.pay_status = 2 THEN b.paid_amount ELSE 0 END
      FROM o JOIN s ON s.n = o.n WHERE b.id = o.id`);
    await tx.execute(sql`UPDATE bbxc_student st SET order_id = b.id, order_no = b.order_no FROM bbxc_order b
      WHERE b.tenant_id = ${tenantId} AND b.student_id = st.id AND st.tenant_id = ${tenantId}`);
    await seedTimingMoney(tx, tenantId, now);
    await seedFilings(tx, tenantId, now);
  });
}
