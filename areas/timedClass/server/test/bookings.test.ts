import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { MSG_STATE_CHANGED } from '@coach/domain';
import {
  BOOKING_CALLS,
  MEMBER_HOURS_STATISTICS,
  closeScheduling,
  coachStatement,
  MOVE_BUY,
  MOVE_EXPIRE,
  MOVE_RETURN,
  MOVE_USE,
  statementIncomeLine,
  statementSettlementLine,
  timeworkOrder,
} from '../../domain';
import type { Db } from '@coach/server/platform/db.ts';
import { seedTimedClass } from '../seed/timedClass';
import { moveHours } from '../classHourLedger';
import { describe, expect, withStudents } from '@coach/server/test/fixtures.ts';
import { ADMIN, type TestApp } from '@coach/server/test/testApp.ts';

const it = withStudents();

const DAY = 86400;
const HOUR = 3600;

// Issue 20: 计时订单 (a seat per student and slot, never more bookings than seats, cancel and
// no-show rules on class hours), the statements' sums and their confirmed periods, 关闭排班.
describe('计时班: bookings, class hours, statements, closing slots', () => {
  let t: TestApp;
  let admin: string;
  let tenantId: string;
  const q = <T>(query: ReturnType<typeof sql>) => t.services.database.rows<T>(query);
  const post = async (path: string, body: unknown) => (await t.post(path, body, { token: admin })).body;
  const now = () => Math.floor(Date.now() / 1000);
  let coach: { id: string; name: string; school_id: string; school_name: string; store_id: string; store_name: string };
  let students: { id: string; name: string }[];
  let slotCount = 0;

  it.beforeAll(async ({ app, tenantId: demoTenant }) => {
    [t, tenantId] = [app, demoTenant];
    await seedTimedClass(t.services.database, tenantId);
    admin = await t.login(...ADMIN);
    [coach] = await q(
      sql`SELECT id, name, school_id, school_name, store_id, store_name FROM bbxc_coach WHERE tenant_id = ${tenantId} AND deleted = 0 ORDER BY id DESC LIMIT 1`,
    );
    students = await q(
      sql`SELECT id, name FROM bbxc_student WHERE tenant_id = ${tenantId} AND school_id = ${coach.school_id} AND deleted = 0 AND car_type < 20 ORDER BY id LIMIT 60`,
    );
  }, 240_000);

  /** A slot of the test coach apart from the demo's lessons (03:00, two to twelve days ahead unless told). */
  const slot = async (opts: { seats?: number; start?: number } = {}) => {
    const start =
      opts.start ?? Math.floor((now() + 8 * HOUR) / DAY) * DAY - 8 * HOUR + (2 + slotCount++) * DAY + 3 * HOUR;
    const [{ id }] = await q<{
      id: string;
    }>(sql`INSERT INTO bbxc_plan_class (tenant_id, slot_label, school_id, school_name, store_id, store_name, coach_id, coach_name,
      subject, start_time, end_time, hours, hour_price, seats, booked, status) VALUES (${tenantId}, 'test', ${coach.school_id}, ${coach.school_name}, ${coach.store_id},
      ${coach.store_name}, ${coach.id}, ${coach.name}, 2, ${start}, ${start + 2 * HOUR}, 2, 6000, ${opts.seats ?? 4}, 0, 1) RETURNING id`);
    return String(id);
  };
  const buy = (studentId: string, hours: number) =>
    t.services.database.db.transaction((tx) =>
      moveHours(tx as unknown as Db, tenantId, { studentId, kind: MOVE_BUY, hours }),
    );
  const account = async (studentId: string) =>
    (
      await q<{
        bought: number;
        used: number;
        returned: number;
        expired: number;
        remaining: number;
      }>(sql`SELECT bought, used, returned, expired, remaining
      FROM bbxc_class_hour_account WHERE tenant_id = ${tenantId} AND student_id = ${studentId}`)
    )[0];
  const book = (studentId: string, planClassId: string) => post(BOOKING_CALLS.create, { studentId, planClassId });
  const bookingOf = async (planClassId: string, studentId: string) =>
    (
      await q<{ id: string; status: number; returned_hours: number }>(
        sql`SELECT id, status, returned_hours FROM bbxc_booking WHERE plan_class_id = ${planClassId} AND student_id = ${studentId} ORDER BY id DESC`,
      )
    )[0];

  it('has the demo: ~10 000 slots, ~6 000 bookings, ledgers that add up, statements equal to their lines', async () => {
    const [{ slots, bookings }] = await q<{
      slots: string;
      bookings: string;
    }>(sql`SELECT (SELECT count(*) FROM bbxc_plan_class WHERE tenant_id = ${tenantId}) AS slots,
      (SELECT count(*) FROM bbxc_booking WHERE tenant_id = ${tenantId}) AS bookings`);
    expect(Number(slots)).toBeGreaterThan(9000);
    expect(Number(bookings)).toBeGreaterThan(4500);
    expect(Number(bookings)).toBeLessThan(9000);
    const [{ off }] = await q<{
      off: string;
    }>(sql`SELECT count(*) AS off FROM bbxc_class_hour_account a WHERE a.tenant_id = ${tenantId} AND a.remaining <> (
      SELECT coalesce(sum(CASE WHEN kind IN (1, 3) THEN hours ELSE -hours END), 0) FROM bbxc_class_hour_ledger l WHERE l.tenant_id = a.tenant_id AND l.student_id = a.student_id)`);
    expect(Number(off)).toBe(0);
    const [{ seatsOff }] = await q<{
      seatsOff: string;
    }>(sql`SELECT count(*) AS "seatsOff" FROM bbxc_plan_class p WHERE p.tenant_id = ${tenantId} AND p.booked <> (
      SELECT count(*) FROM bbxc_booking b WHERE b.plan_class_id = p.id AND b.status IN (1, 2, 4))`);
    expect(Number(seatsOff)).toBe(0);
    // One story per student (issue 50.8): a lesson of 科目二 or 科目三 is booked while the student
    // stands in that subject, after enrolling and activating, and never two lessons at once.
    const [{ outOfStage, beforeActive, twice }] = await q<{
      outOfStage: string;
      beforeActive: string;
      twice: string;
    }>(sql`
      WITH b AS (
        SELECT b.student_id, p.subject, p.start_time, b.create_time, s.activate_time,
          (SELECT g.to_stage FROM bbxc_student_stage g WHERE g.student_id = b.student_id AND g.change_time <= p.start_time
            ORDER BY g.change_time DESC, g.id DESC LIMIT 1) AS stage
        FROM bbxc_booking b JOIN bbxc_plan_class p ON p.id = b.plan_class_id JOIN bbxc_student s ON s.id = b.student_id
        WHERE b.tenant_id = ${tenantId} AND p.slot_label <> 'test')
      SELECT count(*) FILTER (WHERE stage IS DISTINCT FROM subject) AS "outOfStage",
        count(*) FILTER (WHERE activate_time IS NULL OR create_time < activate_time) AS "beforeActive",
        (SELECT count(*) FROM (SELECT 1 FROM b GROUP BY student_id, start_time HAVING count(*) > 1) x) AS twice
      FROM b`);
    expect([Number(outOfStage), Number(beforeActive), Number(twice)]).toEqual([0, 0, 0]);
    const [{ periods }] = await q<{ periods: string }>(
      sql`SELECT count(DISTINCT period_start) AS periods FROM bbxc_coach_statement WHERE tenant_id = ${tenantId} AND coach_id = ${coach.id}`,
    );
    expect(Number(periods)).toBeGreaterThanOrEqual(12);
    // 会员课时's figures: the members a filter matches, their sums adding up as each account does.
    const figures = (await post(MEMBER_HOURS_STATISTICS, { schoolId: coach.school_id })).result;
    const [sums] = await q<{ n: string; remaining: string }>(
      sql`SELECT count(*) AS n, sum(remaining) AS remaining FROM bbxc_class_hour_account WHERE tenant_id = ${tenantId} AND school_id = ${coach.school_id}`,
    );
    expect([figures.members, figures.remaining]).toEqual([Number(sums.n), Number(sums.remaining)]);
    expect(figures.remaining).toBe(figures.bought - figures.used + figures.returned - figures.expired);
    expect((await post(MEMBER_HOURS_STATISTICS, { remainingMin: 'x' })).status).toBe(false);
  });

  it('50 students racing for 4 seats leave exactly 4 bookings, each paid with 2 hours', async () => {
    const id = await slot({ seats: 4 });
    const racers = students.slice(0, 50);
    for (const s of racers) await buy(s.id, 4);
    const before = new Map(
      await Promise.all(racers.map(async (s) => [s.id, (await account(s.id)).remaining] as const)),
    );
    const answers = await Promise.all(racers.map((s) => book(s.id, id)));
    expect(answers.filter((a) => a.status)).toHaveLength(4);
    expect(new Set(answers.filter((a) => !a.status).map((a) => a.message))).toEqual(
      new Set(['预约时段：该时段已约满']),
    );
    const [{ booked, rows }] = await q<{ booked: number; rows: string }>(
      sql`SELECT booked, (SELECT count(*) FROM bbxc_booking WHERE plan_class_id = ${id}) AS rows FROM bbxc_plan_class WHERE id = ${id}`,
    );
    expect([Number(booked), Number(rows)]).toEqual([4, 4]);
    let paid = 0;
    for (const s of racers) paid += before.get(s.id)! - (await account(s.id)).remaining;
    expect(paid).toBe(8);
  });

  it('refuses a second seat of the same student, a student without hours, a closed slot and bad ids, changing nothing', async () => {
    const id = await slot({ seats: 3 });
    const [a, b] = students.slice(50, 52);
    await buy(a.id, 6);
    expect((await book(a.id, id)).status).toBe(true);
    expect((await book(a.id, id)).message).toBe('预约时段：该学员在此时段已有预约');
    const dry = (
      await q<{
        id: string;
      }>(sql`SELECT s.id FROM bbxc_student s WHERE s.tenant_id = ${tenantId} AND s.school_id = ${coach.school_id}
      AND s.car_type < 20 AND NOT EXISTS (SELECT 1 FROM bbxc_class_hour_account a WHERE a.student_id = s.id) LIMIT 1`)
    )[0];
    if (dry) expect((await book(dry.id, id)).message).toBe('课时不足：剩余0课时，需要2课时');
    expect((await book('abc', id)).message).toBe('学员：请选择学员');
    // A course student (网约车, 继续教育 …) has no practice lessons, hours or not.
    const [course] = await q<{ id: string }>(
      sql`SELECT id FROM bbxc_student WHERE tenant_id = ${tenantId} AND school_id = ${coach.school_id} AND car_type >= 20 AND deleted = 0 LIMIT 1`,
    );
    await buy(course.id, 4);
    expect((await book(course.id, id)).message).toBe('学员：该学员报名的是培训课程，不是驾驶证，无需预约练车');
    expect((await book(b.id, '')).status).toBe(false);
    const far = await slot({ start: now() + 20 * DAY });
    expect((await book(a.id, far)).message).toBe('预约时段：最多提前14天预约');
    const closed = await slot();
    await q(sql`UPDATE bbxc_plan_class SET status = 2 WHERE id = ${closed}`);
    await buy(b.id, 2);
    expect((await book(b.id, closed)).message).toBe('预约时段：该时段已关闭');
    expect((await account(b.id)).remaining).toBeGreaterThanOrEqual(2);
    const [{ booked }] = await q<{ booked: number }>(sql`SELECT booked FROM bbxc_plan_class WHERE id = ${id}`);
    expect(Number(booked)).toBe(1);
  });

  it('cancelling 24 hours ahead returns the hours and the seat; later it returns the seat only', async () => {
    const cancel = timeworkOrder.transitions!.find((x) => x.name === 'cancel')!;
    const [a, b] = students.slice(52, 54);
    await buy(a.id, 2);
    await buy(b.id, 2);
    const early = await slot();
    expect((await book(a.id, early)).status).toBe(true);
    const held = (await account(a.id)).remaining;
    const bookingA = await bookingOf(early, a.id);
    expect((await post(cancel.path, { ids: [bookingA.id], status: 3 })).message).toBe('取消原因：请填写取消原因');
    expect((await post(cancel.path, { ids: [bookingA.id], status: 3, cancelReason: '临时出差' })).status).toBe(true);
    expect((await account(a.id)).remaining).toBe(held + 2);
    expect(await bookingOf(early, a.id)).toMatchObject({ status: 3, returned_hours: 2 });
    const late = await slot({ start: now() + 3 * HOUR });
    expect((await book(b.id, late)).status).toBe(true);
    const heldB = (await account(b.id)).remaining;
    const bookingB = await bookingOf(late, b.id);
    expect((await post(cancel.path, { ids: [bookingB.id], status: 3, cancelReason: '临时有事' })).status).toBe(true);
    expect((await account(b.id)).remaining).toBe(heldB);
    expect(await bookingOf(late, b.id)).toMatchObject({ status: 3, returned_hours: 0 });
    const [{ booked }] = await q<{ booked: number }>(sql`SELECT booked FROM bbxc_plan_class WHERE id = ${late}`);
    expect(Number(booked)).toBe(0);
    expect((await post(cancel.path, { ids: [bookingB.id], status: 3, cancelReason: '再取消' })).message).toBe(
      MSG_STATE_CHANGED,
    );
  });

  it('完成 waits for the lesson; a lesson signed off lands on the statement whose figures are its lines; a confirmed statement never changes', async () => {
    const finish = timeworkOrder.transitions!.find((x) => x.name === 'finish')!;
    const noShow = timeworkOrder.transitions!.find((x) => x.name === 'noShow')!;
    const [a, b] = students.slice(54, 56);
    await buy(a.id, 2);
    await buy(b.id, 2);
    const id = await slot();
    await book(a.id, id);
    await book(b.id, id);
    const bookingA = await bookingOf(id, a.id);
    const bookingB = await bookingOf(id, b.id);
    expect((await post(finish.path, { ids: [bookingA.id], status: 2 })).message).toBe('课程尚未开始，不能完成');
    // Time passes: A's lesson began an hour ago (this period); B's lesson was 40 days ago (a confirmed period).
    await q(
      sql`UPDATE bbxc_booking SET start_time = ${now() - HOUR}, end_time = ${now() + HOUR} WHERE id = ${bookingA.id}`,
    );
    await q(
      sql`UPDATE bbxc_booking SET start_time = ${now() - 40 * DAY}, end_time = ${now() - 40 * DAY + 2 * HOUR} WHERE id = ${bookingB.id}`,
    );
    const statementsBefore = await q<{
      id: string;
      total_income: string;
      lessons: number;
    }>(sql`SELECT id, total_income, lessons FROM bbxc_coach_statement
      WHERE tenant_id = ${tenantId} AND coach_id = ${coach.id} AND period_end <= ${now()} ORDER BY id`);
    expect((await post(finish.path, { ids: [bookingA.id], status: 2 })).status).toBe(true);
    expect((await post(noShow.path, { ids: [bookingB.id], status: 4 })).status).toBe(true);
    expect(
      await q(
        sql`SELECT id, total_income, lessons FROM bbxc_coach_statement WHERE tenant_id = ${tenantId} AND coach_id = ${coach.id} AND period_end <= ${now()} ORDER BY id`,
      ),
    ).toEqual(statementsBefore);
    const lines = await q<{
      kind: number;
      statement_no: string;
      income: string;
      settlement: string;
    }>(sql`SELECT kind, statement_no, income, settlement
      FROM bbxc_coach_statement_line WHERE booking_id IN (${bookingA.id}, ${bookingB.id}) ORDER BY booking_id`);
    expect(lines.map((l) => [Number(l.kind), Number(l.income), Number(l.settlement)])).toEqual([
      [1, 12000, 8400],
      [3, 12000, 8400],
    ]);
    expect(lines[0].statement_no).toBe(lines[1].statement_no);
    // The open statement through the calls: its figures are the 合计 of its two line pages.
    const [open] = (await post(coachStatement.api.list!, { statementNo: lines[0].statement_no })).result.list;
    expect(open.status).toBe(1);
    const income = (await post(statementIncomeLine.api.list!, { statementNo: open.statementNo, pageSize: 1 })).result;
    const settlement = (await post(statementSettlementLine.api.list!, { statementNo: open.statementNo, pageSize: 1 }))
      .result;
    expect([income.totals.income, settlement.totals.settlement, income.total]).toEqual([
      open.totalIncome,
      open.settlementAmount,
      open.lessons,
    ]);
    const [{ off }] = await q<{ off: string }>(sql`SELECT count(*) AS off FROM bbxc_coach_statement s
      LEFT JOIN (SELECT statement_id, sum(income) AS income, sum(settlement) AS settlement, count(*) AS n FROM bbxc_coach_statement_line GROUP BY statement_id) x ON x.statement_id = s.id
      WHERE s.tenant_id = ${tenantId} AND (s.total_income <> coalesce(x.income, 0) OR s.settlement_amount <> coalesce(x.settlement, 0) OR s.lessons <> coalesce(x.n, 0))`);
    expect(Number(off)).toBe(0);
    const [ended] = (await post(coachStatement.api.list!, { coachId: coach.id, status: 2, pageSize: 1 })).result.list;
    expect(ended.status).toBe(2);
  });

  it('关闭排班 closes the slots ahead, returns the hours, tells the students; 撤销 opens them again', async () => {
    const [a, b] = students.slice(56, 58);
    await buy(a.id, 2);
    await buy(b.id, 2);
    const id = await slot();
    await book(a.id, id);
    await book(b.id, id);
    const [{ start_time: start }] = await q<{ start_time: string }>(
      sql`SELECT start_time FROM bbxc_plan_class WHERE id = ${id}`,
    );
    const day = Math.floor((Number(start) + 8 * HOUR) / DAY) * DAY - 8 * HOUR;
    const heldA = (await account(a.id)).remaining;
    expect(
      (
        await post(closeScheduling.api.create!, {
          schoolId: coach.school_id,
          coachId: coach.id,
          startDate: day,
          endDate: day - DAY,
          reason: '请假',
        })
      ).message,
    ).toBe('结束日期：结束日期不能早于开始日期');
    expect(
      (
        await post(closeScheduling.api.create!, {
          schoolId: coach.school_id,
          coachId: coach.id,
          startDate: day,
          endDate: day,
          reason: '',
        })
      ).status,
    ).toBe(false);
    const [other] = await q<{ id: string }>(
      sql`SELECT id FROM bbxc_school WHERE tenant_id = ${tenantId} AND id::text <> ${String(coach.school_id)} LIMIT 1`,
    );
    expect(
      (
        await post(closeScheduling.api.create!, {
          schoolId: String(other.id),
          coachId: coach.id,
          startDate: day,
          endDate: day,
          reason: '请假',
        })
      ).message,
    ).toBe('教练：所选教练不属于该驾校');
    const saved = await post(closeScheduling.api.create!, {
      schoolId: coach.school_id,
      coachId: coach.id,
      startDate: day,
      endDate: day,
      reason: '教练请假',
    });
    expect(saved.status).toBe(true);
    const detail = (await post(closeScheduling.api.detail!, { id: saved.result.id })).result;
    // The coach's demo lessons of that day close too: every booking cancelled is a notice.
    expect(detail).toMatchObject({ status: 1, coachName: coach.name });
    expect(detail.closedSlots).toBeGreaterThanOrEqual(1);
    expect(detail.notices).toHaveLength(detail.cancelledBookings);
    expect(detail.notices.map((n: { studentName: string }) => n.studentName)).toEqual(
      expect.arrayContaining([a.name, b.name]),
    );
    expect((await bookingOf(id, a.id)).status).toBe(5);
    expect((await account(a.id)).remaining).toBe(heldA + 2);
    const undo = closeScheduling.transitions![0];
    expect((await post(undo.path, { ids: [saved.result.id], status: 2 })).status).toBe(true);
    const [{ status, booked }] = await q<{ status: number; booked: number }>(
      sql`SELECT status, booked FROM bbxc_plan_class WHERE id = ${id}`,
    );
    expect([Number(status), Number(booked)]).toEqual([1, 0]);
  });

  it('keeps remaining = bought − used + returned − expired over any movements, refusing what would go below zero (fast-check)', async () => {
    const who = students[59];
    await buy(who.id, 1);
    const kinds = [MOVE_BUY, MOVE_USE, MOVE_RETURN, MOVE_EXPIRE];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ kind: fc.constantFrom(...kinds), hours: fc.integer({ min: 1, max: 12 }) }), {
          minLength: 1,
          maxLength: 12,
        }),
        async (moves) => {
          const start = await account(who.id);
          const model = { ...start };
          const [{ n: linesBefore }] = await q<{ n: string }>(
            sql`SELECT count(*) AS n FROM bbxc_class_hour_ledger WHERE student_id = ${who.id}`,
          );
          let accepted = 0;
          for (const move of moves) {
            const takes = move.kind === MOVE_USE || move.kind === MOVE_EXPIRE;
            const result = await t.services.database.db
              .transaction((tx) => moveHours(tx as unknown as Db, tenantId, { studentId: who.id, ...move }))
              .then(
                (left) => left,
                (e: Error) => e,
              );
            if (takes && move.hours > model.remaining) {
              expect(result).toBeInstanceOf(Error);
              continue;
            }
            const columns: Record<number, 'bought' | 'used' | 'returned' | 'expired'> = {
              [MOVE_BUY]: 'bought',
              [MOVE_USE]: 'used',
              [MOVE_RETURN]: 'returned',
              [MOVE_EXPIRE]: 'expired',
            };
            const column = columns[move.kind];
            model[column] += move.hours;
            model.remaining += takes ? -move.hours : move.hours;
            expect(result).toBe(model.remaining);
            accepted++;
          }
          const held = await account(who.id);
          expect(held).toEqual(model);
          expect(held.remaining).toBe(held.bought - held.used + held.returned - held.expired);
          const [{ n, signed }] = await q<{
            n: string;
            signed: string;
          }>(sql`SELECT count(*) AS n, sum(CASE WHEN kind IN (1, 3) THEN hours ELSE -hours END) AS signed
          FROM bbxc_class_hour_ledger WHERE student_id = ${who.id}`);
          expect(Number(n) - Number(linesBefore)).toBe(accepted);
          expect(Number(signed)).toBe(held.remaining);
        },
      ),
      { numRuns: 15 },
    );
  });
});
