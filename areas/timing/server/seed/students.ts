import { sql } from 'drizzle-orm';
import { EXAM_PASS_SCORE } from '@coach/domain';
import type { Database, Db } from '@coach/server/platform/db.ts';
import { demoStudents, type DemoOrg } from '@coach/server/seed/studentDemo.ts';
import { addStudyRecords } from '../studyRecords';
import { seedTimingMoney } from './timingMoney';
import { seedFilings } from './filings';
import { insertRows } from '@coach/server/engine/index.ts';

/**
 * ~800 demo students of the demo tenant's schools, stores and coaches (areas/school/server/seed/school.ts),
 * with their stage history, exam results, timing activations and study records (with their daily totals).
 * Runs once: a tenant with students is left alone.
 */
export async function seedStudents(database: Database, tenantId: string, count = 800): Promise<void> {
  const [existing] = await database.rows(sql`SELECT 1 FROM bbxc_student WHERE tenant_id = ${tenantId} LIMIT 1`);
  if (existing) return;
  const stores = await database.rows<{
    id: string;
    name: string;
    school_id: string;
    school_name: string;
    area_code: string | null;
  }>(sql`
    SELECT id, name, school_id, school_name, coalesce(nullif(region->>2, ''), region->>1) AS area_code
    FROM bbxc_store WHERE tenant_id = ${tenantId} AND deleted = 0 ORDER BY id`);
  if (!stores.length) return;
  const coaches = await database.rows<{ id: string; name: string; store_id: string; car_type: number | null }>(sql`
    SELECT id, name, store_id, car_type FROM bbxc_coach WHERE tenant_id = ${tenantId} AND deleted = 0 ORDER BY id`);
  const [channel] = await database.rows<{ id: string; name: string }>(sql`
    SELECT id, name FROM bbxc_channel WHERE tenant_id = ${tenantId} AND deleted = 0 ORDER BY id LIMIT 1`);
  const org: DemoOrg = {
    stores: stores.map((s) => ({
      id: String(s.id),
      name: s.name,
      schoolId: String(s.school_id),
      schoolName: s.school_name,
      areaCode: s.area_code ?? '',
    })),
    coaches: coaches.map((c) => ({
      id: String(c.id),
      name: c.name,
      storeId: String(c.store_id),
      carType: c.car_type == null ? undefined : Number(c.car_type),
    })),
    channel: channel ? { id: String(channel.id), name: channel.name } : undefined,
  };
  const now = Math.floor(Date.now() / 1000);
  const students = demoStudents(org, now, count);

  await database.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const ids = (
      await insertRows<{ id: string }>(
        tx,
        'bbxc_student',
        students.map((s, i) => ({
          tenant_id: tenantId,
          name: s.name,
          mobile: s.mobile,
          id_card: s.idCard,
          gender: s.gender,
          school_id: s.store.schoolId,
          school_name: s.store.schoolName,
          store_id: s.store.id,
          store_name: s.store.name,
          car_type: s.carType,
          stage: s.stage,
          coach_id: s.coach?.id ?? null,
          coach_name: s.coach?.name ?? null,
          channel_id: s.channel?.id ?? null,
          channel_name: s.channel?.name ?? null,
          order_no: s.orderNo,
          enrol_time: s.enrolTime,
          activate_status: s.activateTime ? 1 : 0,
          // An activated student was certified first; of the others three in four are, ready for 激活.
          cert_status: s.activateTime || i % 4 !== 1 ? 1 : 0,
          activate_time: s.activateTime ?? null,
          graduate_time: s.stage === 5 ? s.stages[s.stages.length - 1][1] : null,
          create_time: s.enrolTime,
        })),
        { ids: true },
      )
    ).map((r) => String(r.id));
    await insertRows(
      tx,
      'bbxc_student_stage',
      students.flatMap((s, i) =>
        s.stages.map(([stage, at], k) => ({
          tenant_id: tenantId,
          student_id: ids[i],
          from_stage: k ? s.stages[k - 1][0] : null,
          to_stage: stage,
          change_time: at,
        })),
      ),
    );
    await insertRows(
      tx,
      'bbxc_student_exam',
      students.flatMap((s, i) =>
        s.exams.map((e) => ({
          tenant_id: tenantId,
          student_id: ids[i],
          subject: e.subject,
          exam_time: e.time,
          score: e.score,
          passed: e.score >= EXAM_PASS_SCORE ? 1 : 0,
        })),
      ),
    );
    await addStudyRecords(
      tx,
      tenantId,
      students.flatMap((s, i) =>
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
    await insertRows(
      tx,
      'bbxc_student_timing',
      students.map((s, i) => ({
        tenant_id: tenantId,
        student_id: ids[i],
        student_name: s.name,
        id_card: s.idCard,
        mobile: s.mobile,
        school_id: s.store.schoolId,
        school_name: s.store.schoolName,
        store_id: s.store.id,
        store_name: s.store.name,
        car_type: s.carType,
        status: s.timingOpenTime ? 1 : 0,
        open_time: s.timingOpenTime ?? null,
        operator: s.timingOpenTime ? '系统管理员' : null,
        create_time: s.enrolTime,
      })),
    );
    // The channel's demo orders are its students' enrolments: each order names the student,
    // school, store and category, how it was paid, and a refunded order what went back.
    await tx.execute(sql`WITH o AS (SELECT id, order_no, row_number() OVER (ORDER BY create_time, id) AS n FROM bbxc_order
        WHERE tenant_id = ${tenantId} AND channel_id IS NOT NULL AND student_id IS NULL AND deleted = 0),
      s AS (SELECT id, name, mobile, school_id, school_name, store_id, store_name, car_type, row_number() OVER (ORDER BY enrol_time, id) AS n FROM bbxc_student
        WHERE tenant_id = ${tenantId} AND channel_id IS NOT NULL AND order_id IS NULL)
      UPDATE bbxc_order b SET student_id = s.id, student_name = s.name, mobile = s.mobile, school_id = s.school_id, school_name = s.school_name, store_id = s.store_id, store_name = s.store_name, car_type = s.car_type,
        pay_method = CASE WHEN b.pay_status = 0 THEN NULL ELSE 1 + b.id % 5 END, instalments = CASE WHEN b.id % 5 = 4 THEN 12 ELSE 1 END,
        refund_status = CASE WHEN b.pay_status = 2 THEN 3 ELSE 0 END, refunded_amount = CASE WHEN b.pay_status = 2 THEN b.paid_amount ELSE 0 END
      FROM o JOIN s ON s.n = o.n WHERE b.id = o.id`);
    await tx.execute(sql`UPDATE bbxc_student st SET order_id = b.id, order_no = b.order_no FROM bbxc_order b
      WHERE b.tenant_id = ${tenantId} AND b.student_id = st.id AND st.tenant_id = ${tenantId}`);
    await seedTimingMoney(tx, tenantId, now);
    await seedFilings(tx, tenantId, now);
  });
}
