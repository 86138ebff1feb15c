import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db';
import type { FileStore } from '../platform/files/fileStore';
import { seedMarketing } from './marketing';
import { seedSchool } from './school';
import { seedExamroomPlan } from './examroomPlan';
import { seedExamroomMoney } from './examroomMoney';
import { seedChannelBack } from './channelBack';
import { seedStudents } from './students';
import { seedOrders } from './orders';
import { seedOrderKinds } from './orderKinds';
import { seedTimedClass } from './timedClass';
import { seedComments } from './comments';
import { seedCourses } from './courses';
import { seedExams } from './exams';
import { seedPreregisters } from './preregisters';
import { seedQuietLists, thirdUserPasswordHash } from './quietLists';
import { seedAnalytics } from './analytics';
import { seedDemoImages } from './demoImages';
import { seedInvoices } from './invoices';
import { seedCoachPersonal } from './coachPersonal';
import { drawDemoLooks } from './demoPng';

interface DemoTarget {
  database: Database;
  files: FileStore;
  tenantId: string;
  /** The files live in the database (FILE_STORE=db): pictures are written in bulk. */
  filesInDatabase: boolean;
}

/** While seeding: the pictures' looks being drawn meanwhile (see drawDemoLooks). */
type Seeding = DemoTarget & { looks: Promise<void> };

/**
 * The demo records of each area, in the order they build on each other (students on schools,
 * orders on students, ...), the pictures of every image field last. Each seed runs once per
 * tenant: it leaves a tenant that has its rows alone.
 */
const DEMO_SEEDS: [string, (t: Seeding) => Promise<unknown>][] = [
  ['marketing', (t) => seedMarketing(t.database, t.tenantId)],
  ['school', (t) => seedSchool(t.database, t.tenantId)],
  ['examroomPlan', (t) => seedExamroomPlan(t.database, t.tenantId)],
  ['examroomMoney', (t) => seedExamroomMoney(t.database, t.tenantId)],
  ['channelBack', (t) => seedChannelBack(t.database, t.tenantId)],
  ['students', (t) => seedStudents(t.database, t.tenantId)],
  ['orders', (t) => seedOrders(t.database, t.tenantId)],
  ['orderKinds', (t) => seedOrderKinds(t.database, t.tenantId)],
  ['timedClass', (t) => seedTimedClass(t.database, t.tenantId)],
  ['comments', (t) => seedComments(t.database, t.tenantId)],
  ['courses', (t) => seedCourses(t.database, t.tenantId)],
  ['exams', (t) => seedExams(t.database, t.tenantId)],
  ['preregisters', (t) => seedPreregisters(t.database, t.tenantId)],
  ['quietLists', (t) => seedQuietLists(t.database, t.tenantId)],
  ['analytics', (t) => seedAnalytics(t.database, t.tenantId)],
  [
    'demoImages',
    async (t) => {
      await t.looks;
      return seedDemoImages(t.database, t.files, t.tenantId, t.filesInDatabase);
    },
  ],
  ['invoices', (t) => seedInvoices(t.database, t.files, t.tenantId)],
  [
    'coachPersonal',
    (t) => seedCoachPersonal(t.database, t.files, t.tenantId, Math.floor(Date.now() / 1000), t.filesInDatabase),
  ],
];

/** What a data set seeded by this code holds: another list (a new area's seed) runs the seeds again. */
const DEMO_VERSION = DEMO_SEEDS.map(([name]) => name).join(' ');

/**
 * Seeds the demo tenant's records. A restart finds the marker this leaves in sys_meta and
 * skips all of it with one query, where asking every seed (and every image column) whether
 * its rows exist took ~0.3 s. Without the marker (a first start, a data set of an older
 * version) every seed runs and skips what is there already.
 */
export async function seedDemo(target: DemoTarget): Promise<void> {
  const [marker] = await target.database.rows<{ value: string }>(
    sql`SELECT value FROM sys_meta WHERE key = ${markerKey(target.tenantId)}`,
  );
  if (marker?.value === DEMO_VERSION) return;
  // The looks of the pictures are drawn, and a password hashed, on the thread pool while the areas are seeded.
  void thirdUserPasswordHash();
  const looks = drawDemoLooks(320, 180);
  looks.catch(() => undefined); // awaited by the pictures' seed
  for (const [, seed] of DEMO_SEEDS) await seed({ ...target, looks });
  await target.database
    .rows(sql`INSERT INTO sys_meta (key, value) VALUES (${markerKey(target.tenantId)}, ${DEMO_VERSION})
    ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
}

const markerKey = (tenantId: string) => `demo_seed:${tenantId}`;
