import { sql } from 'drizzle-orm';
import { POINT_KIND } from '@coach/domain';
import type { Database, Db } from '@coach/server/platform/db.ts';
import { insertRows, rowsOf } from '@coach/server/engine/index.ts';
import { random } from '@coach/server/seed/studentDemo.ts';
import { addPointEvents, type PointEventInput } from '../pointEvents';
import { monthStartOf } from '@coach/areas/bi/server/index.ts';

const DAY = 86400;
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高';
const GIVEN = [
  '子涵',
  '欣怡',
  '浩然',
  '梓萱',
  '宇轩',
  '雨桐',
  '俊杰',
  '思琪',
  '志强',
  '晓燕',
  '文博',
  '佳怡',
  '明轩',
  '诗涵',
  '嘉豪',
  '婉婷',
];
const TRACKS = [
  '电话沟通，了解学车时间安排',
  '微信发送班型介绍和价格',
  '客户询问分期付款方式',
  '约定周末到店看训练场',
  '客户比较价格，需再跟进',
  '到店参观训练场，体验模拟器',
  '客户暂时没有时间，下月再联系',
];

/**
 * The demo of 首页, 潜在客户, 数据统计 and BI报表: the channels' members as the staff who share, ~1 000 leads of
 * the last six months with their follow-ups (about a quarter enrolled: each such lead is the
 * student it became, with that student's paid order), six months of tracking events with their
 * daily totals, and twelve months of targets per store near what the stores did.
 */
export async function seedAnalytics(
  database: Database,
  tenantId: string,
  now = Math.floor(Date.now() / 1000),
): Promise<void> {
  const [existing] = await database.rows<{ n: string }>(
    sql`SELECT count(*) AS n FROM bbxc_potential_customer WHERE tenant_id = ${tenantId}`,
  );
  if (Number(existing?.n) > 0) return;
  await database.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const next = random(2721);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
    const stores = await rowsOf<{ id: string; name: string; school_id: string; school_name: string }>(
      tx,
      sql`SELECT id::text AS id, name, school_id, school_name FROM bbxc_store
      WHERE tenant_id = ${tenantId} AND deleted = 0 AND status = 1 ORDER BY id`,
    );
    const classes = await rowsOf<{ id: string; car_type: number }>(
      tx,
      sql`SELECT id::text AS id, car_type FROM bbxc_zsclass WHERE tenant_id = ${tenantId} AND deleted = 0 ORDER BY id`,
    );
    if (!stores.length || !classes.length) return;
    // The staff who follow leads up and share are the channels' members (their lists stay as the channel pages show them).
    const staff = await rowsOf<{ id: string; name: string }>(
      tx,
      sql`SELECT id::text AS id, name FROM bbxc_channel_member WHERE tenant_id = ${tenantId} AND deleted = 0 AND disable = 0 ORDER BY id`,
    );
    if (!staff.length) return;
    const [admin] = await rowsOf<{ id: string; name: string }>(
      tx,
      sql`SELECT id::text AS id, name FROM sys_user WHERE tenant_id = ${tenantId} ORDER BY id LIMIT 1`,
    );

    // Students enrolled in the last six months: a quarter of them came as leads. Both tables were
    // just filled: without statistics the planner compares every student with every order.
    await tx.execute(sql`ANALYZE bbxc_student, bbxc_order`);
    const enrolled = await rowsOf<{
      id: string;
      name: string;
      mobile: string;
      school_id: string;
      store_id: string;
      car_type: number;
      enrol_time: string;
      order_id: string | null;
      order_no: string | null;
      pay_time: string | null;
      paid_amount: string | null;
    }>(
      tx,
      sql`
      SELECT s.id::text AS id, s.name, s.mobile, s.school_id, s.store_id, s.car_type, s.enrol_time, o.id::text AS order_id, o.order_no, o.pay_time, o.paid_amount
      FROM bbxc_student s LEFT JOIN bbxc_order o ON o.tenant_id = s.tenant_id AND o.order_no = s.order_no AND o.pay_status = 1 AND o.deleted = 0
      WHERE s.tenant_id = ${tenantId} AND s.deleted = 0 AND s.enrol_time >= ${now - 180 * DAY} AND s.store_id IS NOT NULL ORDER BY s.id`,
    );
    const converts = enrolled.filter((s) => s.order_id && next() < 0.6).slice(0, 260);

    type Lead = {
      row: Record<string, unknown>;
      tracks: { way: number; result: number; at: number; content: string }[];
    };
    const leads: Lead[] = [];
    const storeOf = (id: string) => stores.find((s) => s.id === String(id)) ?? pick(stores);
    const addLead = (
      i: number,
      name: string,
      mobile: string,
      store: (typeof stores)[number],
      carType: number,
      created: number,
      student?: (typeof converts)[number],
    ) => {
      const source = student ? pick([1, 2, 3, 4, 4, 5, 6]) : pick([1, 1, 2, 3, 4, 4, 5, 6, 9]);
      const owner = staff[i % staff.length];
      const tracks: Lead['tracks'] = [];
      const r = next();
      // How far a lead that did not enrol got: some never followed, most followed, a third visited, some lost.
      const steps = student ? 1 + Math.floor(next() * 3) : r < 0.2 ? 0 : 1 + Math.floor(next() * 3);
      let at = created;
      let visited = 0;
      const limit = student ? Number(student.enrol_time) - 3600 : now - 600;
      for (let k = 0; k < steps; k++) {
        at = Math.min(at + Math.floor((0.5 + next() * 4) * DAY), limit);
        if (at <= created) break;
        const visit = (student && k === steps - 1) || next() < 0.25;
        if (visit && !visited) visited = at;
        tracks.push({
          way: visit ? 3 : pick([1, 2, 4]),
          result: visit ? 3 : 2,
          at,
          content: visit ? TRACKS[5] : pick(TRACKS),
        });
      }
      const lost = !student && tracks.length && next() < 0.25;
      if (lost) tracks[tracks.length - 1].result = 9;
      const stage = student ? 4 : lost ? 9 : visited ? 3 : tracks.length ? 2 : 1;
      const last = tracks[tracks.length - 1]?.at ?? null;
      const nextTrack =
        !student && !lost && stage < 4 ? Math.max(last ?? created, now - 3 * DAY) + Math.floor(next() * 5 * DAY) : null;
      leads.push({
        tracks,
        row: {
          tenant_id: tenantId,
          name,
          mobile,
          source,
          car_type: carType,
          school_id: store.school_id,
          school_name: store.school_name,
          store_id: store.id,
          store_name: store.name,
          staff_id: owner.id,
          owner_name: owner.name,
          stage,
          track_count: tracks.length,
          last_track_time: last,
          next_track_time: nextTrack,
          visit_time: visited || null,
          first_track_time: tracks[0]?.at ?? null,
          student_id: student?.id ?? null,
          student_name: student?.name ?? null,
          order_id: student?.order_id ?? null,
          order_no: student?.order_no ?? null,
          convert_time: student ? Number(student.enrol_time) : null,
          pay_time: student?.pay_time ? Number(student.pay_time) : null,
          paid_amount: student?.paid_amount ? Number(student.paid_amount) : 0,
          create_time: created,
          update_time: created,
        },
      });
    };
    converts.forEach((s, i) =>
      addLead(
        i,
        s.name,
        s.mobile,
        storeOf(s.store_id),
        Number(s.car_type) || 1,
        Number(s.enrol_time) - Math.floor((3 + next() * 27) * DAY),
        s,
      ),
    );
    for (let i = 0; leads.length < 1000; i++) {
      const created = now - Math.floor(next() * 180 * DAY);
      addLead(
        i + 7,
        `${pick([...SURNAMES])}${pick(GIVEN)}`,
        `1770${String(1000000 + i).slice(-7)}`,
        pick(stores),
        pick(classes).car_type || 1,
        created,
      );
    }
    const ids = await insertRows<{ id: string }>(
      tx,
      'bbxc_potential_customer',
      leads.map((l) => l.row),
      { ids: true },
    );
    const trackRows = leads.flatMap(({ row, tracks }, i) =>
      tracks.map((t) => ({
        tenant_id: tenantId,
        customer_id: String(ids[i].id),
        customer_name: row.name,
        way: t.way,
        content: t.content,
        result: t.result,
        staff_name: admin?.name ?? '',
        school_id: row.school_id,
        store_id: row.store_id,
        staff_id: admin?.id ?? null,
        create_time: t.at,
        update_time: t.at,
      })),
    );
    await insertRows(tx, 'bbxc_potential_track', trackRows);

    // Six months of tracking events: more on weekends, shares by staff bringing views.
    const events: PointEventInput[] = [];
    for (let d = 180; d >= 0; d--) {
      const dayStart = now - d * DAY - ((now + 8 * 3600) % DAY);
      const weekend = [0, 6].includes(new Date((dayStart + 8 * 3600) * 1000).getUTCDay());
      const scale = weekend ? 1.4 : 1;
      const at = () => Math.min(dayStart + 8 * 3600 + Math.floor(next() * 14 * 3600), now - 60);
      const visitor = () => `v${Math.floor(next() * 4000)}`;
      for (let k = 0; k < 40 * scale; k++) {
        const store = pick(stores);
        events.push({
          kind: POINT_KIND.classVisit,
          classId: pick(classes).id,
          schoolId: store.school_id,
          storeId: store.id,
          visitorId: visitor(),
          createTime: at(),
        });
      }
      for (let k = 0; k < 70 * scale; k++) {
        const store = pick(stores);
        events.push({
          kind: POINT_KIND.pageVisit,
          pageCode: 1 + Math.floor(next() ** 1.6 * 8),
          schoolId: store.school_id,
          storeId: store.id,
          visitorId: visitor(),
          createTime: at(),
        });
      }
      for (let k = 0; k < 6 * scale; k++) {
        const member = pick(staff);
        const store = pick(stores);
        const card = next() < 0.4;
        const base = { staffId: member.id, schoolId: store.school_id, storeId: store.id };
        events.push({
          ...base,
          kind: card ? POINT_KIND.cardShare : POINT_KIND.classShare,
          classId: card ? '' : pick(classes).id,
          visitorId: `s${member.id}`,
          createTime: at(),
        });
        const views = Math.floor(next() * 6);
        for (let v = 0; v < views; v++)
          events.push({
            ...base,
            kind: card ? POINT_KIND.cardView : POINT_KIND.shareView,
            visitorId: visitor(),
            createTime: at(),
          });
      }
    }
    await addPointEvents(
      tx,
      tenantId,
      events.filter((e) => e.createTime <= now - 60),
    );

    // Twelve months of targets per store (this one included), near what the store did in the month.
    const actual = await rowsOf<{ store_id: string; m: string; n: string; income: string }>(
      tx,
      sql`SELECT store_id, to_char(to_timestamp(pay_time) AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM') AS m,
        count(*) AS n, sum(paid_amount) AS income FROM bbxc_order WHERE tenant_id = ${tenantId} AND pay_status = 1 AND deleted = 0 AND pay_time IS NOT NULL GROUP BY 1, 2`,
    );
    const market: Record<string, unknown>[] = [];
    const education: Record<string, unknown>[] = [];
    const wall = new Date((now + 8 * 3600) * 1000);
    for (let k = 11; k >= 0; k--) {
      const date = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() - k, 1));
      const month = `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
      for (const store of stores) {
        const done = actual.find((a) => a.store_id === store.id && a.m === month);
        const enrol = Math.max(3, Math.round(Number(done?.n ?? 8) * (0.85 + next() * 0.4)));
        const income =
          Math.round(((Number(done?.income ?? 0) || enrol * 400000) * (0.85 + next() * 0.4)) / 10000) * 10000;
        const common = {
          tenant_id: tenantId,
          month,
          month_start: monthStartOf(month),
          school_id: store.school_id,
          school_name: store.school_name,
          store_id: store.id,
          store_name: store.name,
        };
        market.push({ ...common, lead_target: enrol * 4, enrol_target: enrol, income_target: income });
        education.push({
          ...common,
          pass_target: Math.round(enrol * 2.2),
          graduate_target: Math.max(1, Math.round(enrol * 0.6)),
          study_hours_target: enrol * 30,
        });
      }
    }
    await insertRows(tx, 'bbxc_bi_market_objective', market);
    await insertRows(tx, 'bbxc_bi_educational_objective', education);
  });
}
