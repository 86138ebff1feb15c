import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@coach/server/platform/db.ts';

const DAY = 86400;

/**
 * Demo data of the Marketing area for the demo tenant: classes with an installment plan,
 * coupons, campaigns, a channel rule and members for 城东合作渠道 (created by seedBase), guides,
 * information, banners, agreements and the home page settings. Runs once: a tenant that
 * already has classes is left alone.
 */
export async function seedMarketing(database: Database, tenantId: string): Promise<void> {
  const [existing] = await database.rows(sql`SELECT 1 FROM bbxc_zsclass WHERE tenant_id = ${tenantId} LIMIT 1`);
  if (existing) return;
  const now = Math.floor(Date.now() / 1000);
  await database.db.transaction(async (tx) => {
    const one = async (query: SQL) =>
      String(((await tx.execute(query)) as unknown as { rows: { id: string }[] }).rows[0]?.id);
    const run = (query: SQL) => tx.execute(query);

    const ruleId =
      await one(sql`INSERT INTO bbxc_channel_rule (tenant_id, rule_name, commission_type, commission_rate, remark)
      VALUES (${tenantId}, '成交额8%返佣', 1, 8, '按学员实付金额的8%结算，每月26日至次月25日为一个结算周期') RETURNING id`);
    await run(sql`INSERT INTO bbxc_channel_rule (tenant_id, rule_name, commission_type, commission_amount, remark)
      VALUES (${tenantId}, '每单固定300元', 2, 30000, '每成功报名一名学员返佣300元')`);
    const channelId = await one(
      sql`SELECT id FROM bbxc_channel WHERE tenant_id = ${tenantId} AND name = '城东合作渠道'`,
    );
    await run(
      sql`UPDATE bbxc_channel SET channel_rule_id = ${ruleId}, account = 'channel01', address = '城东区建设路128号' WHERE id = ${channelId}`,
    );
    await run(sql`INSERT INTO bbxc_channel_member (tenant_id, channel_id, name, mobile, member_type, position) VALUES
      (${tenantId}, ${channelId}, '李渠道', '13800138000', 1, '渠道负责人'),
      (${tenantId}, ${channelId}, '陈晓燕', '13800138001', 1, '招生专员'),
      (${tenantId}, ${channelId}, '黄志强', '13800138002', 1, '招生专员')`);

    const classes: [string, number, number, number, number | null, string][] = [
      ['C1手动挡普通班', 1, 1, 428000, 498000, '工作日练车，科目二、科目三各约20学时'],
      ['C2自动挡VIP班', 1, 2, 598000, 680000, '一人一车一教练，随到随学，专车接送'],
      ['C1周末班', 1, 3, 458000, null, '周六周日集中练车，适合上班族'],
      ['C2自动挡夜间班', 1, 4, 518000, null, '每晚18:30-21:30练车'],
      // Every category the students apply for has its class, so an order's class names what it
      // teaches (a 摩托车 student is never in C1周末班).
      ['客车A1增驾班', 2, 1, 1280000, null, '持C1驾照三年以上增驾大型客车'],
      ['货车B2班', 3, 1, 868000, null, '大型货车B2驾照，场地与道路驾驶'],
      ['摩托车速成班', 8, 5, 198000, null, '二轮摩托车E证，两周拿证'],
      ['轻型牵引挂车C6班', 9, 1, 158000, null, '持C1驾照增驾轻型牵引挂车'],
      // The qualification range's first class takes its categories without a class of their own.
      ['从业资格培训班', 20, 1, 120000, null, '道路运输从业资格（客运、货运、危险货物、教练员）培训'],
      ['网约车从业资格班', 24, 1, 80000, null, '网络预约出租汽车驾驶员从业资格，全国与区域科目'],
      ['出租车从业资格班', 25, 1, 80000, null, '巡游出租汽车驾驶员从业资格，全国与区域科目'],
      ['继续教育班', 40, 1, 60000, null, '从业人员继续教育，线上线下结合'],
      ['岗前培训班', 60, 1, 90000, null, '机动车驾驶教练员岗前培训'],
      ['安全培训班', 80, 1, 50000, null, '教练员、管理人员与生产人员安全培训'],
    ];
    const classIds: string[] = [];
    for (const [i, [name, carType, classType, price, original, summary]] of classes.entries()) {
      classIds.push(
        await one(sql`INSERT INTO bbxc_zsclass (tenant_id, class_name, car_type, class_type, price, original_price, summary, description, status, shelf_time, sort)
        VALUES (${tenantId}, ${name}, ${carType}, ${classType}, ${price}, ${original}, ${summary}, ${`<p>${summary}。费用含报名费、培训费、首次考试费。</p>`},
                ${i === 3 ? 0 : 1}, ${i === 3 ? null : now - 30 * DAY}, ${i + 1}) RETURNING id`),
      );
    }
    // C2 VIP: 1980 down and four instalments of 1000 = 5980 exactly.
    await run(sql`UPDATE bbxc_zsclass SET installment = 1 WHERE id = ${classIds[1]}`);
    await run(sql`INSERT INTO bbxc_zsclass_instalment (tenant_id, class_id, period_no, amount, rate) VALUES
      (${tenantId}, ${classIds[1]}, 0, 198000, '0'), (${tenantId}, ${classIds[1]}, 1, 100000, '0.5'), (${tenantId}, ${classIds[1]}, 2, 100000, '0.5'),
      (${tenantId}, ${classIds[1]}, 3, 100000, '0.5'), (${tenantId}, ${classIds[1]}, 4, 100000, '0.5')`);

    const couponId =
      await one(sql`INSERT INTO bbxc_coupon (tenant_id, coupon_name, coupon_type, threshold_amount, discount_amount, valid_start, valid_end, total_stock, received_count, per_user_limit, description)
      VALUES (${tenantId}, '报名立减200元', 1, 300000, 20000, ${now - 10 * DAY}, ${now + 80 * DAY}, 500, 3, 1, '报名任意班型满3000元可用，每人限领1张') RETURNING id`);
    const freeId =
      await one(sql`INSERT INTO bbxc_coupon (tenant_id, coupon_name, coupon_type, discount_amount, valid_start, valid_end, total_stock, per_user_limit, description)
      VALUES (${tenantId}, '50元无门槛券', 3, 5000, ${now - 10 * DAY}, ${now + 80 * DAY}, 1000, 3, '大转盘奖品，报名时抵扣') RETURNING id`);
    await run(sql`INSERT INTO bbxc_coupon (tenant_id, coupon_name, coupon_type, discount_rate, max_discount, valid_start, valid_end, total_stock, per_user_limit)
      VALUES (${tenantId}, '老带新9.5折', 2, 9.5, 30000, ${now - 10 * DAY}, ${now + 50 * DAY}, 200, 1)`);
    await run(sql`INSERT INTO bbxc_coupon_received (tenant_id, coupon_id, coupon_name, user_name, mobile, channel_id, source, status, valid_start, valid_end, use_time) VALUES
      (${tenantId}, ${couponId}, '报名立减200元', '张明', '13912340001', ${channelId}, 2, 1, ${now - 10 * DAY}, ${now + 80 * DAY}, ${now - 3 * DAY}),
      (${tenantId}, ${couponId}, '报名立减200元', '王芳', '13912340002', ${channelId}, 2, 0, ${now - 10 * DAY}, ${now + 80 * DAY}, null),
      (${tenantId}, ${couponId}, '报名立减200元', '刘洋', '13912340003', null, 1, 0, ${now - 10 * DAY}, ${now + 80 * DAY}, null)`);
    await run(
      sql`INSERT INTO bbxc_channel_coupon (tenant_id, channel_id, coupon_id) VALUES (${tenantId}, ${channelId}, ${couponId})`,
    );

    await run(sql`INSERT INTO bbxc_seckill (tenant_id, activity_name, class_id, class_name, seckill_price, stock, sold_count, per_user_limit, activity_start, activity_end, description)
      VALUES (${tenantId}, 'C1普通班限时秒杀', ${classIds[0]}, 'C1手动挡普通班', 368000, 20, 6, 1, ${now - DAY}, ${now + 6 * DAY}, '限量20个名额，先到先得')`);
    await run(sql`INSERT INTO bbxc_group_buy (tenant_id, activity_name, class_id, class_name, group_price, group_size, group_hours, stock, activity_start, activity_end, description)
      VALUES (${tenantId}, '三人成团C2VIP', ${classIds[1]}, 'C2自动挡VIP班', 538000, 3, 48, 30, ${now - DAY}, ${now + 29 * DAY}, '邀请好友一起报名，3人成团每人立省600元')`);
    const assistId =
      await one(sql`INSERT INTO bbxc_assist (tenant_id, activity_name, class_id, class_name, floor_price, help_count, assist_hours, stock, activity_start, activity_end)
      VALUES (${tenantId}, '好友助力砍到3980', ${classIds[0]}, 'C1手动挡普通班', 398000, 10, 72, 50, ${now - 2 * DAY}, ${now + 28 * DAY}) RETURNING id`);
    const launchId =
      await one(sql`INSERT INTO bbxc_assist_launch (tenant_id, assist_id, user_name, mobile, helped_count, current_price, status)
      VALUES (${tenantId}, ${assistId}, '赵磊', '13712340001', 2, 416000, 0) RETURNING id`);
    await run(sql`INSERT INTO bbxc_assist_help (tenant_id, launch_id, helper_name, helper_mobile, cut_amount) VALUES
      (${tenantId}, ${launchId}, '孙丽', '13712340002', 7000), (${tenantId}, ${launchId}, '周杰', '13712340003', 5000)`);
    const wheelId =
      await one(sql`INSERT INTO bbxc_turntable (tenant_id, activity_name, activity_start, activity_end, daily_limit, description)
      VALUES (${tenantId}, '开学季幸运大转盘', ${now - DAY}, ${now + 30 * DAY}, 1, '每人每天可抽奖1次，奖品为报名抵扣券') RETURNING id`);
    await run(sql`INSERT INTO bbxc_turntable_prize (tenant_id, turntable_id, prize_name, coupon_id, chance, sort) VALUES
      (${tenantId}, ${wheelId}, '50元无门槛券', ${freeId}, 200000, 0), (${tenantId}, ${wheelId}, '报名立减200元', ${couponId}, 50000, 1),
      (${tenantId}, ${wheelId}, '谢谢参与', null, 750000, 2)`);

    await run(sql`INSERT INTO bbxc_reg_guide (tenant_id, title, guide_type, content) VALUES
      (${tenantId}, '报名须知', 1, '<p>年满18周岁，携带身份证原件到任一门店报名，现场完成体检与拍照。</p>'),
      (${tenantId}, '学车流程', 2, '<p>报名 → 科目一理论 → 科目二场地 → 科目三道路 → 科目四安全文明 → 领证。</p>')`);
    await run(sql`INSERT INTO bbxc_material (tenant_id, title, material_type, content, status, release_time) VALUES
      (${tenantId}, '春季招生朋友圈文案', 1, '春暖花开学车季，C1/C2班型火热报名中，报名立减200元！', 1, ${now - 5 * DAY})`);
    await run(sql`INSERT INTO bbxc_enroll_poster (tenant_id, poster_name, poster_image, slogan, status, release_time) VALUES
      (${tenantId}, '春季招生海报', 'demo-poster', '学车就选示例驾校', 1, ${now - 5 * DAY})`);
    const cateId = await one(
      sql`INSERT INTO bbxc_info_cate (tenant_id, cate_name, sort_no) VALUES (${tenantId}, '学车攻略', 1) RETURNING id`,
    );
    await run(sql`INSERT INTO bbxc_info_cate (tenant_id, cate_name, sort_no) VALUES (${tenantId}, '驾考新规', 2)`);
    await run(sql`INSERT INTO bbxc_info_item (tenant_id, title, cate_id, summary, content, author, status, release_time) VALUES
      (${tenantId}, '科目二五项必考技巧', ${cateId}, '倒车入库、侧方停车一次讲透', '<p>倒车入库看后视镜点位，侧方停车注意车身与库线的距离。</p>', '王教练', 1, ${now - 2 * DAY})`);
    await run(sql`INSERT INTO bbxc_banner (tenant_id, banner_name, page_type, image, sort) VALUES
      (${tenantId}, '春季招生', 1, 'demo-banner-1', 1), (${tenantId}, '官网首屏', 9, 'demo-banner-2', 2)`);
    await run(sql`INSERT INTO bbxc_agreement (tenant_id, agreement_type, title, content) VALUES
      (${tenantId}, 1, '用户服务协议', '<p>欢迎使用示例驾校学员服务。</p>'), (${tenantId}, 2, '隐私政策', '<p>我们仅为提供培训服务收集必要信息。</p>')`);
    await run(sql`INSERT INTO bbxc_common_problem (tenant_id, question, answer, sort) VALUES
      (${tenantId}, '报名需要带什么材料？', '身份证原件；非本地户籍需居住证。', 1),
      (${tenantId}, '一般多久能拿证？', '顺利的话2-3个月，视约考排期而定。', 2)`);
    await run(sql`INSERT INTO bbxc_tenant_config (tenant_id, config_key, value) VALUES
      (${tenantId}, 'index_setting', ${JSON.stringify({ schoolName: '示例驾校', hotline: '0755-12345678', notice: '春季招生火热进行中', showClasses: 1, showActivities: 1, showInfo: 1 })}::jsonb)
      ON CONFLICT (tenant_id, config_key) DO NOTHING`);
  });
}
