import { sql } from 'drizzle-orm';
import type { Db } from '@coach/server/platform/db.ts';
import { insertRows } from '@coach/server/engine/index.ts';

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
  const row = (e: PointEventInput) => ({
    tenant_id: tenantId,
    kind: e.kind,
    staff_id: e.staffId ?? '',
    class_id: e.classId ?? '',
    page_code: e.pageCode ?? 0,
    school_id: e.schoolId ?? '',
    store_id: e.storeId ?? '',
  });
  await insertRows(
    tx,
    'bbxc_point_event',
    events.map((e) => ({ ...row(e), visitor_id: e.visitorId, create_time: e.createTime })),
  );
  const totals = new Map<string, { e: PointEventInput; day: number; n: number }>();
  for (const e of events) {
    const day = shanghaiDay(e.createTime);
    const key = [
      day,
      e.kind,
      e.staffId ?? '',
      e.classId ?? '',
      e.pageCode ?? 0,
      e.schoolId ?? '',
      e.storeId ?? '',
    ].join('|');
    const t = totals.get(key);
    if (t) t.n++;
    else totals.set(key, { e, day, n: 1 });
  }
  await insertRows(
    tx,
    'bbxc_point_daily',
    [...totals.values()].map(({ e, day, n }) => ({ ...row(e), day, records: n })),
    {
      alias: 'd',
      onConflict: sql`ON CONFLICT (tenant_id, day, kind, staff_id, class_id, page_code, school_id, store_id) DO UPDATE SET records = d.records + EXCLUDED.records`,
    },
  );
}
