import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db';

export interface PointEventInput {
  kind: number;
  staffId?: string;
  classId?: string;
  pageCode?: number;
  schoolId?: string;
  storeId?: string;
  visitorId: string;
  createTime: number;
}

const DAY = 86400;
/** Shanghai midnight of an instant (+08:00 all year). */
const shanghaiDay = (at: number) => Math.floor((at + 8 * 3600) / DAY) * DAY - 8 * 3600;

/**
 * Tracking events are written with their daily totals in the same transaction, so a report
 * reading the totals never disagrees with one reading the events.
 */
export async function addPointEvents(tx: Db, tenantId: string, events: readonly PointEventInput[]): Promise<void> {
  const rows: SQL[] = events.map((e) => sql`(${tenantId}, ${e.kind}, ${e.staffId ?? ''}, ${e.classId ?? ''}, ${e.pageCode ?? 0}, ${e.schoolId ?? ''}, ${e.storeId ?? ''}, ${e.visitorId}, ${e.createTime})`);
  for (let i = 0; i < rows.length; i += 2000) {
    await tx.execute(sql`INSERT INTO bbxc_point_event (tenant_id, kind, staff_id, class_id, page_code, school_id, store_id, visitor_id, create_time)
      VALUES ${sql.join(rows.slice(i, i + 2000), sql`, `)}`);
  }
  const totals = new Map<string, { e: PointEventInput; day: number; n: number }>();
  for (const e of events) {
    const day = shanghaiDay(e.createTime);
    const key = [day, e.kind, e.staffId ?? '', e.classId ?? '', e.pageCode ?? 0, e.schoolId ?? '', e.storeId ?? ''].join('|');
    const t = totals.get(key);
    if (t) t.n++;
    else totals.set(key, { e, day, n: 1 });
  }
  const daily = [...totals.values()].map(({ e, day, n }) => sql`(${tenantId}, ${day}, ${e.kind}, ${e.staffId ?? ''}, ${e.classId ?? ''}, ${e.pageCode ?? 0}, ${e.schoolId ?? ''}, ${e.storeId ?? ''}, ${n})`);
  for (let i = 0; i < daily.length; i += 2000) {
    await tx.execute(sql`INSERT INTO bbxc_point_daily AS d (tenant_id, day, kind, staff_id, class_id, page_code, school_id, store_id, records)
      VALUES ${sql.join(daily.slice(i, i + 2000), sql`, `)}
      ON CONFLICT (tenant_id, day, kind, staff_id, class_id, page_code, school_id, store_id) DO UPDATE SET records = d.records + EXCLUDED.records`);
  }
}
