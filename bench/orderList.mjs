// 订单管理 (issue 19) at 1 000 000 enrolment orders, page 1 with three filters (school,
// payment method, paid date range): the API's p95 latency against the same statements run
// directly through `pg`, side by side in one run, on PostgreSQL.
import { callApi, postJson } from './lib.mjs';
import { consoleOnPostgres, sideBySide } from './pgConsole.mjs';

const COLUMNS = `t.id, t.order_no, t.student_name, t.mobile, t.school_id, t.school_name, t.store_id, t.store_name, t.class_name, t.car_type,
  t.channel_id, t.channel_name, t.member_name, t.coupon_name, t.price, t.discount_amount, t.paid_amount, t.pay_method, t.instalments,
  t.pay_status, t.pay_time, t.refund_status, t.refunded_amount, t.settle_status, t.create_time`;

export async function benchOrderList({ rows = 1_000_000, samples = 300 } = {}) {
  const { server, direct, tenantId, stop } = await consoleOnPostgres();
  try {
    // A million orders over 2 schools × 5 stores, 5 payment methods and a year of payments.
    await direct.query(
      `INSERT INTO bbxc_order (tenant_id, order_no, class_name, student_name, mobile, school_id, school_name, store_id, store_name, car_type,
         price, discount_amount, paid_amount, pay_status, pay_time, pay_method, settle_status, create_time)
       SELECT $1, 'B' || g, 'C1手动挡普通班', '学员' || (g % 1000), '138' || lpad((g % 100000000)::text, 8, '0'), (1 + g % 2)::text, '驾校' || (1 + g % 2),
         (1 + g % 5)::text, '门店' || (1 + g % 5), 1, 428000, 0, 428000, 1, 1767196800 + (g * 31) % 31536000, 1 + (g / 2) % 5, 0,
         1767196800 + (g * 31) % 31536000 - 600
       FROM generate_series(1, $2) g`,
      [tenantId, rows],
    );
    // A table in its steady state (autovacuum has passed): statistics and visibility map fresh.
    await direct.query('VACUUM ANALYZE bbxc_order');
    const login = await postJson(`${server.base}/api/auth/inner/sysAuth/v1/login.pass`, {
      account: 'admin',
      password: 'Admin2026',
    });
    const token = login.result['ctl-token'];
    const body = { pageNum: 1, pageSize: 10, schoolId: '2', payMethod: 3, startTime: 1775000000, endTime: 1780000000 };
    const where = `t.tenant_id = $1 AND t.deleted = 0 AND t.school_id = $2 AND t.pay_method = $3 AND t.pay_time >= $4 AND t.pay_time <= $5`;
    const params = [tenantId, '2', 3, body.startTime, body.endTime];
    const runDirect = () =>
      Promise.all([
        direct.query(
          `SELECT ${COLUMNS} FROM bbxc_order t WHERE ${where} ORDER BY t.create_time DESC, t.id DESC LIMIT 10 OFFSET 0`,
          params,
        ),
        direct.query(`SELECT count(*) AS total FROM (SELECT 1 FROM bbxc_order t WHERE ${where} LIMIT 10001) c`, params),
      ]);
    const runApi = async () => {
      const json = await callApi(`${server.base}/api/bbxc/order/inner/order/v1/list`, token, body);
      if (!json.status) throw new Error(json.message);
      return json;
    };
    const check = await runApi();
    const [raw] = await runDirect();
    if (check.result.list.map((r) => r.id).join() !== raw.rows.map((r) => String(r.id)).join())
      throw new Error('the API and the raw query answer different rows');
    return {
      rows,
      total: `${check.result.total}${check.result.totalCapped ? '+' : ''}`,
      ...(await sideBySide(runDirect, runApi, samples)),
    };
  } finally {
    await stop();
  }
}
