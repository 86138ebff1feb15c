import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db';
import { hashPassword } from '../platform/auth/password';
import { rowsOf } from '../engine/rowAccess';

const DAY = 86400;
const HOUR = 3600;

let hashing: Promise<string> | undefined;

/** The demo third-party users' password hash (argon2, ~0.05 s): seed/demo.ts starts it early, on other threads. */
export function thirdUserPasswordHash(): Promise<string> {
  if (!hashing) {
    hashing = hashPassword('Third2026!');
    hashing.catch(() => undefined); // awaited by seedQuietLists
  }
  return hashing;
}

/**
 * Demo rows of the lists the area seeds left empty (排班修改, 员工招生, 渠道优惠券, 资讯库, 关于我们,
 * 第三方用户, 敏感词管理, 版本管理, 字典, 操作日志), so every list of the built areas opens with realistic rows.
 * Each list is filled once, when the tenant has none of its rows; rows that hang on others
 * (a poster, a plan, a coupon) are skipped where those are missing.
 */
export async function seedQuietLists(database: Database, tenantId: string): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const thirdUserHash = await thirdUserPasswordHash();
  await database.db.transaction(async (tx) => {
    const empty = async (table: string) =>
      (await rowsOf(tx, sql`SELECT 1 FROM ${sql.identifier(table)} WHERE tenant_id = ${tenantId} LIMIT 1`)).length ===
      0;

    if (await empty('sys_sensitive_word')) {
      await tx.execute(sql`INSERT INTO sys_sensitive_word (tenant_id, word, category, remark) VALUES
        (${tenantId}, '包过', 3, '驾培广告禁用语：不得承诺考试通过'), (${tenantId}, '免考', 3, '驾培广告禁用语'),
        (${tenantId}, '代考', 4, '替考属违法行为'), (${tenantId}, '买驾照', 4, null),
        (${tenantId}, '内部指标', 3, '虚假宣传'), (${tenantId}, '刷学时', 4, '学时造假'), (${tenantId}, '最低价', 9, '广告法禁用极限词')`);
    }
    if (await empty('sys_version')) {
      await tx.execute(sql`INSERT INTO sys_version (tenant_id, platform, version_no, title, content, download_url, force_update, status, release_time, create_time) VALUES
        (${tenantId}, 1, '3.2.0', '学员端3.2.0', '1. 新增科目二模拟考场预约\n2. 优化学时同步速度', 'https://example.com/app/student-3.2.0.apk', 0, 1, ${now - 20 * DAY}, ${now - 21 * DAY}),
        (${tenantId}, 2, '3.2.0', '学员端3.2.0', '1. 新增科目二模拟考场预约\n2. 优化学时同步速度', 'https://example.com/app/ios', 0, 1, ${now - 19 * DAY}, ${now - 21 * DAY}),
        (${tenantId}, 3, '2.8.1', '教练小程序2.8.1', '修复排班日历在部分机型上显示不全的问题', null, 1, 1, ${now - 6 * DAY}, ${now - 7 * DAY}),
        (${tenantId}, 1, '3.3.0', '学员端3.3.0（待发布）', '1. 支持分期付款\n2. 新增拼团活动入口', 'https://example.com/app/student-3.3.0.apk', 0, 0, null, ${now - DAY}),
        (${tenantId}, 4, '1.5.0', 'PC客户端1.5.0', '旧版客户端，已撤回', null, 0, 2, ${now - 60 * DAY}, ${now - 62 * DAY})`);
    }
    if (await empty('sys_third_user')) {
      await tx.execute(sql`INSERT INTO sys_third_user (tenant_id, name, account, platform_type, contact_name, mobile, remark, disable, password_hash, password_stamp) VALUES
        (${tenantId}, '市驾培监管平台', 'jgpt_sz', 1, '刘科长', '0755-83210001', '学时数据每日推送', 0, ${thirdUserHash}, ${now}),
        (${tenantId}, '安驰保险经纪', 'anchi_ins', 2, '王经理', '13912340001', '学员意外险投保', 0, ${thirdUserHash}, ${now}),
        (${tenantId}, '聚合支付通道', 'pay_agg', 3, '技术支持', '021-60801234', null, 0, ${thirdUserHash}, ${now}),
        (${tenantId}, '旧版监管接口', 'jgpt_old', 1, null, null, '已停用', 1, ${thirdUserHash}, ${now})`);
    }
    if (await empty('cms_info_library')) {
      await tx.execute(sql`INSERT INTO cms_info_library (tenant_id, title, source, tags, cover, content, create_time) VALUES
        (${tenantId}, '2026年驾驶证考试新规解读', '公安部交通管理局', '新规,科目一', 'demo-info-1', '<p>新规调整了科目一题库，增加了新能源车辆相关题目。</p>', ${now - 3 * DAY}),
        (${tenantId}, '雨天驾驶的五个要点', '示例驾校', '安全驾驶', 'demo-info-2', '<p>降低车速、保持车距、开启雾灯、避免急刹、注意积水路段。</p>', ${now - 8 * DAY}),
        (${tenantId}, '科目三灯光模拟考试口诀', '示例驾校', '科目三,技巧', 'demo-info-3', '<p>夜间会车用近光，同向近距离跟车用近光……</p>', ${now - 15 * DAY})`);
    }
    if (await empty('bbxc_about_us')) {
      await tx.execute(sql`INSERT INTO bbxc_about_us (tenant_id, title, image, content, sort) VALUES
        (${tenantId}, '驾校简介', 'demo-about-1', '<p>示例驾校成立于2008年，拥有3个训练场、120台教练车，累计培训学员8万余人。</p>', 1),
        (${tenantId}, '教学环境', 'demo-about-2', '<p>训练场按考场标准建设，科目二五项全覆盖。</p>', 2),
        (${tenantId}, '联系我们', null, '<p>报名热线：0755-12345678，地址：城东区建设路128号。</p>', 3)`);
    }

    if (await empty('sys_dictionary')) {
      // The tenant's own wording of one shared list (its entries replace the shared ones).
      await tx.execute(sql`INSERT INTO sys_dictionary (tenant_id, type, value, label, sort) VALUES
        (${tenantId}, 'store_status', '1', '营业中', 1), (${tenantId}, 'store_status', '0', '暂停营业', 2)`);
    }
    const [admin] = await rowsOf<{ id: string }>(
      tx,
      sql`SELECT id FROM sys_user WHERE tenant_id = ${tenantId} AND account = 'admin'`,
    );
    const [someCoupon] = await rowsOf<{ id: string; coupon_name: string }>(
      tx,
      sql`SELECT id, coupon_name FROM bbxc_coupon WHERE tenant_id = ${tenantId} ORDER BY id LIMIT 1`,
    );
    if (admin && someCoupon && (await empty('sys_operation_log'))) {
      // What the administrator did while setting the demo up, as the engine logs it.
      const entries: [string, string, unknown, unknown, number][] = [
        ['coupon', 'create', null, { couponName: someCoupon.coupon_name }, 3 * DAY],
        ['coupon', 'update', { totalStock: 500 }, { totalStock: 1000 }, 2 * DAY],
        ['coupon', 'disable', null, { disable: 1 }, DAY],
        ['coupon', 'enable', null, { disable: 0 }, DAY - HOUR],
      ];
      for (const [resource, action, before, after, ago] of entries) {
        await tx.execute(sql`INSERT INTO sys_operation_log (tenant_id, user_id, resource, action, target_ids, before, after, ip, create_time)
          VALUES (${tenantId}, ${admin.id}, ${resource}, ${action}, ${JSON.stringify([someCoupon.id])}::jsonb, ${before === null ? null : JSON.stringify(before)}::jsonb,
            ${JSON.stringify(after)}::jsonb, '192.168.1.20', ${now - ago})`);
      }
    }

    const [poster] = await rowsOf<{ id: string; poster_name: string }>(
      tx,
      sql`SELECT id, poster_name FROM bbxc_enroll_poster WHERE tenant_id = ${tenantId} AND status = 1 AND deleted = 0 ORDER BY id LIMIT 1`,
    );
    const members = await rowsOf<{
      id: string;
      channel_id: string;
      channel_name: string;
      name: string;
      mobile: string;
    }>(
      tx,
      sql`
      SELECT m.id, m.channel_id, c.name AS channel_name, m.name, m.mobile FROM bbxc_channel_member m JOIN bbxc_channel c ON c.id = m.channel_id
      WHERE m.tenant_id = ${tenantId} AND m.deleted = 0 AND m.disable = 0 ORDER BY m.id LIMIT 3`,
    );
    if (poster && members.length && (await empty('bbxc_staff_poster'))) {
      for (const [i, m] of members.entries()) {
        // Each poster is one use of the enrolment poster, as saving one through the page is.
        await tx.execute(sql`INSERT INTO bbxc_staff_poster (tenant_id, title, poster_id, poster_name, poster_channel_id, channel_name, member_mobile, member_name, member_id, status, create_time)
          VALUES (${tenantId}, ${`${m.name}的招生海报`}, ${poster.id}, ${poster.poster_name}, ${m.channel_id}, ${m.channel_name}, ${m.mobile}, ${m.name}, ${m.id}, ${i === 2 ? 0 : 1}, ${now - (i + 1) * DAY})`);
        await tx.execute(
          sql`INSERT INTO bbxc_poster_use (tenant_id, poster_id, channel_id, member_id) VALUES (${tenantId}, ${poster.id}, ${m.channel_id}, ${m.id})`,
        );
      }
      await tx.execute(
        sql`UPDATE bbxc_enroll_poster SET used_count = used_count + ${members.length} WHERE id = ${poster.id}`,
      );
    }

    const coupons = await rowsOf<{ id: string }>(
      tx,
      sql`SELECT id FROM bbxc_coupon WHERE tenant_id = ${tenantId} AND deleted = 0 ORDER BY id LIMIT 2`,
    );
    const [channel] = await rowsOf<{ id: string }>(
      tx,
      sql`SELECT id FROM bbxc_channel WHERE tenant_id = ${tenantId} AND deleted = 0 ORDER BY id LIMIT 1`,
    );
    if (channel && coupons.length && (await empty('bbxc_channel_coupon'))) {
      for (const c of coupons)
        await tx.execute(
          sql`INSERT INTO bbxc_channel_coupon (tenant_id, channel_id, coupon_id) VALUES (${tenantId}, ${channel.id}, ${c.id})`,
        );
    }

    const plans = await rowsOf<{
      id: string;
      coach_name: string;
      car_no: string;
      start_time: string;
      end_time: string;
    }>(
      tx,
      sql`
      SELECT id, coach_name, car_no, start_time, end_time FROM examroom_class_plan WHERE tenant_id = ${tenantId} AND deleted = 0 ORDER BY start_time DESC LIMIT 3`,
    );
    if (plans.length && (await empty('examroom_class_plan_modify'))) {
      const reasons: [number, number, string][] = [
        [1, -HOUR, '教练临时有事，提前一小时'],
        [2, HOUR, '车辆保养，延后一小时'],
        [3, 0, '调整可约人数'],
      ];
      for (const [i, p] of plans.entries()) {
        const [type, shift, reason] = reasons[i];
        const [start, end] = [Number(p.start_time), Number(p.end_time)];
        await tx.execute(sql`INSERT INTO examroom_class_plan_modify (tenant_id, plan_id, coach_name, car_no, modify_type, old_start, old_end, new_start, new_end, reason, operator_name, create_time)
          VALUES (${tenantId}, ${p.id}, ${p.coach_name}, ${p.car_no}, ${type}, ${start - shift}, ${end - shift}, ${start}, ${end}, ${reason}, '系统管理员', ${now - (i + 1) * 2 * HOUR})`);
      }
    }
  });
}
