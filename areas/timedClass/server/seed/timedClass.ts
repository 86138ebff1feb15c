import { sql } from 'drizzle-orm';
import { billingPeriod, isLicence } from '@coach/domain';
import { MOVE_BUY, MOVE_EXPIRE, MOVE_RETURN, MOVE_USE } from '../../domain';
import type { Database, Db } from '@coach/server/platform/db.ts';
import { insertRows, rowsOf, type EngineContext } from '@coach/server/engine/index.ts';
import { random } from '@coach/server/seed/studentDemo.ts';
import { buildStatements, periodLabelOf, statementNoOf } from '../statements';
import { closeSlots } from '../closeScheduling';
import { withIndexesDeferred } from '@coach/server/seed/deferIndexes.ts';

const DAY = 86400;
const HOUR = 3600;
/** Two lessons of two hours a day: 09:00 and 14:00 Shanghai time. */
const LESSON_STARTS = [9, 14];
const PAST_DAYS = 170;
const AHEAD_DAYS = 14;
const COMMENTS = [
  '教练很耐心，讲解细致',
  '倒库讲得很清楚，一次就会了',
  '准时上课，车况良好',
  '教练态度好，纠正动作很及时',
  '练车时间安排合理',
  '希望多练几次侧方停车',
];

type Coach = {
  id: string;
  name: string;
  school_id: string;
  school_name: string;
  store_id: string | null;
  store_name: string | null;
  teach_subject: number;
};
type Student = {
  id: string;
  name: string;
  mobile: string | null;
  school_id: string;
  school_name: string | null;
  store_id: string | null;
  store_name: string | null;
};
/** A licence student as the lessons see them: activated at, and the stage history. */
type Pupil = Student & { activatedAt: number; stages: [number, number][] };
type Booking = {
  student: Student;
  slotKey: string;
  status: number;
  created: number;
  start: number;
  end: number;
  hours: number;
  amount: number;
  coach: Coach;
};

/** The stage history as [stage, since] pairs in time order (json from the database). */
function stagesOf(raw: [number, number][] | string | null): [number, number][] {
  const list = typeof raw === 'string' ? (JSON.parse(raw) as [number, number][]) : (raw ?? []);
  return list.map(([stage, at]) => [Number(stage), Number(at)]);
}

/** The stage a student stood in at a moment (0 before enrolling). */
function stageAt(pupil: Pupil, at: number): number {
  let stage = 0;
  for (const [next, since] of pupil.stages) if (since <= at) stage = next;
  return stage;
}

/**
 * The 计时班 demo: every coach's timetable for the last ~6 months and the next two weeks (about
 * 10 000 slots), about 6 000 bookings of the coach's school's licence students (taken, forfeited,
 * cancelled, waiting), each student's class hours bought and used as a ledger, comments on
 * half the lessons taken, the coaches' statements and two closings of a coach's slots (one
 * withdrawn). Runs once per tenant (one with slots is left alone); deterministic.
 */
export async function seedTimedClass(
  database: Database,
  tenantId: string,
  now = Math.floor(Date.now() / 1000),
): Promise<void> {
  const [existing] = await database.rows(sql`SELECT 1 FROM bbxc_plan_class WHERE tenant_id = ${tenantId} LIMIT 1`);
  if (existing) return;
  await database.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const next = random(2611);
    const coaches = await rowsOf<Coach>(
      tx,
      sql`SELECT id, name, school_id, school_name, store_id, store_name, teach_subject FROM bbxc_coach
      WHERE tenant_id = ${tenantId} AND deleted = 0 AND disable = 0 ORDER BY id`,
    );
    // Lessons with a coach are 科目二 and 科目三 of a driving licence: a qualification, continuing,
    // pre-job or safety student studies theory hours only and books none.
    // A student books a subject's lessons while standing in that subject (科目二 lessons between
    // passing 科目一 and passing 科目二), once the account is activated: the student detail then
    // reads as one story (enrolment, stages, lessons, exams), not lessons before enrolling.
    const students = (
      await rowsOf<Student & { car_type: number; activate_time: number | null; stages: [number, number][] | null }>(
        tx,
        sql`SELECT s.id, s.name, s.mobile, s.school_id, s.school_name, s.store_id, s.store_name, s.car_type,
          s.activate_time,
          (SELECT json_agg(json_build_array(g.to_stage, g.change_time) ORDER BY g.change_time, g.id)
             FROM bbxc_student_stage g WHERE g.student_id = s.id) AS stages
        FROM bbxc_student s
      WHERE s.tenant_id = ${tenantId} AND s.deleted = 0 AND s.school_id IS NOT NULL ORDER BY s.id`,
      )
    ).filter((s) => isLicence(s.car_type) && s.activate_time != null);
    if (!coaches.length || !students.length) return;
    const bySchool = new Map<string, Pupil[]>();
    for (const s of students) {
      const pupil: Pupil = { ...s, activatedAt: Number(s.activate_time), stages: stagesOf(s.stages) };
      bySchool.set(String(s.school_id), [...(bySchool.get(String(s.school_id)) ?? []), pupil]);
    }
    // Who holds a seat at each lesson time, so no student sits two lessons at once.
    const seated = new Set<string>();
    const today = Math.floor((now + 8 * HOUR) / DAY) * DAY - 8 * HOUR;
    const slots: Record<string, unknown>[] = [];
    const bookings: Booking[] = [];
    coaches.forEach((coach, k) => {
      const pool = bySchool.get(String(coach.school_id)) ?? [];
      const rank = coaches.filter((c, i) => i < k && c.school_id === coach.school_id).length;
      const price = (50 + (k % 4) * 10) * 100;
      for (let d = -PAST_DAYS; d < AHEAD_DAYS; d++) {
        LESSON_STARTS.forEach((h, n) => {
          const start = today + d * DAY + h * HOUR;
          const seats = 2 + ((k + d + n) & 1) * 2;
          const subject = coach.teach_subject === 3 ? 3 : coach.teach_subject === 2 ? 2 : 2 + ((d + n) & 1);
          // About 6 000 bookings over the ~11 000 slots: three slots in ten are booked, by one to all seats.
          const taken = next() < 0.3 ? 1 + Math.floor(next() * seats) : 0;
          const key = `${coach.id}-${start}`;
          let held = 0;
          // The school's students standing in the lesson's subject then, activated by then.
          const ready = taken ? pool.filter((p) => p.activatedAt < start - DAY && stageAt(p, start) === subject) : [];
          for (let j = 0, tries = 0; j < taken && tries < ready.length; tries++) {
            // Students of one school are spread over its coaches (rank) and over the days.
            const student = ready[(rank * 4 + j + tries + (d + PAST_DAYS) * 7 + n * 3) % ready.length];
            if (seated.has(`${student.id}-${start}`)) continue;
            seated.add(`${student.id}-${start}`);
            j++;
            const past = start + 2 * HOUR <= now;
            const r = next();
            const status = past ? (r < 0.82 ? 2 : r < 0.88 ? 4 : 3) : r < 0.9 ? 1 : 3;
            if (status !== 3) held++;
            // Booked one to six days ahead, and never after now (the next fortnight's were booked lately).
            const created = Math.min(
              now - 60,
              Math.max(
                student.activatedAt + 600,
                Math.min(start - Math.floor((1 + next() * 5) * DAY), now - 600 - Math.floor(next() * 2 * DAY)),
              ),
            );
            bookings.push({
              student,
              slotKey: key,
              status,
              created,
              start,
              end: start + 2 * HOUR,
              hours: 2,
              amount: 2 * price,
              coach,
            });
          }
          const label = `${coach.name} ${new Date((start + 8 * HOUR) * 1000).toISOString().slice(5, 16).replace('T', ' ')}-${String(h + 2).padStart(2, '0')}:00`;
          slots.push({
            tenant_id: tenantId,
            slot_label: label,
            school_id: coach.school_id,
            school_name: coach.school_name,
            store_id: coach.store_id,
            store_name: coach.store_name,
            coach_id: String(coach.id),
            coach_name: coach.name,
            subject,
            start_time: start,
            end_time: start + 2 * HOUR,
            hours: 2,
            hour_price: price,
            seats,
            booked: held,
            status: 1,
            create_time: start - 20 * DAY,
          });
        });
      }
    });
    const slotIds = await withIndexesDeferred(tx, 'bbxc_plan_class', () =>
      insertRows<{ id: string }>(tx, 'bbxc_plan_class', slots, { ids: true }),
    );
    const slotOf = new Map(
      slots.map((slot, i) => [
        `${slot.coach_id}-${slot.start_time}`,
        { id: String(slotIds[i].id), subject: Number(slot.subject) },
      ]),
    );
    const bookingRows = bookings.map((b, i) => {
      const slot = slotOf.get(b.slotKey)!;
      const wall = new Date((b.created + 8 * HOUR) * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
      const cancelled = b.status === 3;
      // Two in three cancel days ahead, the rest hours before; never before booking nor after now.
      const cancelTime = cancelled
        ? Math.max(b.created + 60, Math.min(i % 3 !== 0 ? b.start - 3 * DAY : b.start - 6 * HOUR, now - 300))
        : null;
      const early = cancelTime !== null && cancelTime <= b.start - 24 * HOUR;
      return {
        tenant_id: tenantId,
        order_no: `YY${wall}${String(1000 + (i % 9000))}`,
        student_id: b.student.id,
        student_name: b.student.name,
        mobile: b.student.mobile,
        plan_class_id: slot.id,
        school_id: b.coach.school_id,
        school_name: b.coach.school_name,
        store_id: b.coach.store_id,
        store_name: b.coach.store_name,
        coach_id: String(b.coach.id),
        coach_name: b.coach.name,
        subject: slot.subject,
        start_time: b.start,
        end_time: b.end,
        hours: b.hours,
        amount: b.amount,
        status: b.status,
        returned_hours: early ? b.hours : 0,
        cancel_reason: cancelled ? (early ? '时间冲突，改约其他时段' : '临时有事') : null,
        cancel_time: cancelTime,
        finish_time: b.status === 2 ? b.end : null,
        create_time: b.created,
      };
    });
    const bookingIds = await withIndexesDeferred(tx, 'bbxc_booking', () =>
      insertRows<{ id: string }>(tx, 'bbxc_booking', bookingRows, { ids: true }),
    );
    bookingRows.forEach((row, i) => Object.assign(row, { id: bookingIds[i].id }));
    await seedClassHours(tx, tenantId, bookingRows, now);
    await seedComments(tx, tenantId, bookingRows, next, now);
    await buildStatements(tx, tenantId, today - PAST_DAYS * DAY, now);
    await zeroStatements(tx, tenantId, coaches, now);
    await seedClosings(tx, tenantId, coaches, today);
  });
}

/**
 * The ledger of each student as it happened: 20 hours bought whenever a booking needs more
 * than remains, the booking's hours used, an early cancellation's returned, and for a few
 * students some hours expired. The accounts are the ledger's sums.
 */
async function seedClassHours(tx: Db, tenantId: string, rows: Record<string, unknown>[], now: number) {
  type Event = { at: number; kind: number; hours: number; bookingId?: string; orderNo?: string; remark: string };
  const events = new Map<string, Event[]>();
  const push = (student: string, e: Event) => events.set(student, [...(events.get(student) ?? []), e]);
  for (const r of rows) {
    const student = String(r.student_id);
    push(student, {
      at: Number(r.create_time),
      kind: MOVE_USE,
      hours: Number(r.hours),
      bookingId: String(r.id),
      orderNo: String(r.order_no),
      remark: '预约课程',
    });
    if (Number(r.returned_hours) > 0)
      push(student, {
        at: Number(r.cancel_time),
        kind: MOVE_RETURN,
        hours: Number(r.returned_hours),
        bookingId: String(r.id),
        orderNo: String(r.order_no),
        remark: '开课前24小时以上取消，退还课时',
      });
  }
  const accounts: Record<string, unknown>[] = [];
  const ledger: Record<string, unknown>[] = [];
  const info = new Map(rows.map((r) => [String(r.student_id), r]));
  let n = 0;
  for (const [student, list] of events) {
    list.sort((a, b) => a.at - b.at || a.kind - b.kind);
    const sums = { bought: 0, used: 0, returned: 0, expired: 0 };
    let remaining = 0;
    const line = (e: Event) =>
      ledger.push({
        tenant_id: tenantId,
        student_id: student,
        kind: e.kind,
        hours: e.hours,
        remaining_after: remaining,
        booking_id: e.bookingId ?? null,
        order_no: e.orderNo ?? null,
        remark: e.remark,
        create_time: e.at,
      });
    for (const e of list) {
      if (e.kind === MOVE_USE && remaining < e.hours) {
        remaining += 20;
        sums.bought += 20;
        line({ at: e.at - HOUR, kind: MOVE_BUY, hours: 20, remark: '购买20课时套餐' });
      }
      if (e.kind === MOVE_USE) {
        remaining -= e.hours;
        sums.used += e.hours;
      } else {
        remaining += e.hours;
        sums.returned += e.hours;
      }
      line(e);
    }
    if (n++ % 17 === 0 && remaining >= 2) {
      remaining -= 2;
      sums.expired += 2;
      line({ at: now - 2 * DAY, kind: MOVE_EXPIRE, hours: 2, remark: '套餐有效期届满，课时过期' });
    }
    const who = info.get(student)!;
    // The booking carries the student's phone as the student row has it.
    accounts.push({
      tenant_id: tenantId,
      student_id: student,
      student_name: String(who.student_name),
      mobile: who.mobile,
      school_id: who.school_id,
      school_name: who.school_name,
      store_id: who.store_id,
      store_name: who.store_name,
      bought: sums.bought,
      used: sums.used,
      returned: sums.returned,
      expired: sums.expired,
      remaining,
      update_time: Math.max(...list.map((e) => e.at)),
    });
  }
  await insertRows(tx, 'bbxc_class_hour_account', accounts);
  await insertRows(tx, 'bbxc_class_hour_ledger', ledger);
}

async function seedComments(
  tx: Db,
  tenantId: string,
  rows: Record<string, unknown>[],
  next: () => number,
  now: number,
) {
  const comments = rows
    .filter((r, i) => Number(r.status) === 2 && i % 2 === 0)
    .map((r, i) => {
      const score = next() < 0.7 ? 5 : next() < 0.7 ? 4 : 1 + Math.floor(next() * 3);
      return {
        tenant_id: tenantId,
        booking_id: String(r.id),
        order_no: String(r.order_no),
        student_name: String(r.student_name),
        school_id: r.school_id,
        school_name: r.school_name,
        store_id: r.store_id,
        store_name: r.store_name,
        coach_id: r.coach_id,
        coach_name: r.coach_name,
        score,
        content: COMMENTS[i % COMMENTS.length],
        status: i % 41 === 7 ? 0 : 1,
        create_time: Math.min(Number(r.end_time) + HOUR * (1 + (i % 20)), now - 60),
      };
    });
  await withIndexesDeferred(tx, 'bbxc_booking_comment', () => insertRows(tx, 'bbxc_booking_comment', comments));
}

/**
 * Every coach has a statement for each of the last 12 billing periods: those before the demo's
 * lessons say nothing was earned (a zero statement, as payroll keeps one per period).
 */
async function zeroStatements(tx: Db, tenantId: string, coaches: Coach[], now: number) {
  let period = billingPeriod(now, 'month');
  const rows: Record<string, unknown>[] = [];
  for (let k = 0; k < 12; k++, period = billingPeriod(period.start - 1, 'month')) {
    const label = periodLabelOf(period);
    rows.push(
      ...coaches.map((c) => ({
        tenant_id: tenantId,
        statement_no: statementNoOf(period, String(c.id)),
        period_label: label,
        period_start: period.start,
        period_end: period.end,
        school_id: c.school_id,
        school_name: c.school_name,
        store_id: c.store_id,
        store_name: c.store_name,
        coach_id: String(c.id),
        coach_name: c.name,
      })),
    );
  }
  await insertRows(tx, 'bbxc_coach_statement', rows, {
    onConflict: sql`ON CONFLICT (tenant_id, coach_id, period_start) DO NOTHING`,
  });
}

/** A coach on leave next week (slots closed, students told) and a closing withdrawn last month. */
async function seedClosings(tx: Db, tenantId: string, coaches: Coach[], today: number) {
  const ctx = { tenantId, userId: null } as unknown as EngineContext;
  const closings = [
    { coach: coaches[0], start: today + 3 * DAY, end: today + 5 * DAY, reason: '教练请假', status: 1 },
    {
      coach: coaches[Math.min(5, coaches.length - 1)],
      start: today + 8 * DAY,
      end: today + 8 * DAY,
      reason: '教练车辆保养',
      status: 1,
    },
  ];
  for (const c of closings) {
    const [{ id }] = await rowsOf<{ id: string }>(
      tx,
      sql`INSERT INTO bbxc_close_plan_record (tenant_id, school_id, school_name, store_id, store_name, coach_id, coach_name,
      start_date, end_date, reason, status, create_time) VALUES (${tenantId}, ${c.coach.school_id}, ${c.coach.school_name}, ${c.coach.store_id}, ${c.coach.store_name},
      ${String(c.coach.id)}, ${c.coach.name}, ${c.start}, ${c.end}, ${c.reason}, ${c.status}, ${today - DAY}) RETURNING id`,
    );
    await closeSlots(tx, ctx, String(id), {
      coachId: String(c.coach.id),
      startDate: c.start,
      endDate: c.end,
      reason: c.reason,
    });
  }
  const past = coaches[Math.min(2, coaches.length - 1)];
  await tx.execute(sql`INSERT INTO bbxc_close_plan_record (tenant_id, school_id, school_name, store_id, store_name, coach_id, coach_name, start_date, end_date, reason,
    closed_slots, cancelled_bookings, status, create_time) VALUES (${tenantId}, ${past.school_id}, ${past.school_name}, ${past.store_id}, ${past.store_name}, ${String(past.id)},
    ${past.name}, ${today - 30 * DAY}, ${today - 29 * DAY}, '考场临时封闭', 0, 0, 2, ${today - 35 * DAY})`);
}
