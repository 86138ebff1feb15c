import { sql } from 'drizzle-orm';
import type { Database } from '@coach/server/platform/db.ts';
import type { FileStore } from '@coach/server/platform/files/fileStore.ts';
import { insertRows, rowsOf } from '@coach/server/engine/index.ts';
import { storeDemoFiles, type DemoFile } from '@coach/server/seed/demoFiles.ts';
import { demoPng } from '@coach/server/seed/demoPng.ts';
import { demoMp4 } from '@coach/server/seed/demoVideo.ts';

const DAY = 86400;
const MOTTOS = [
  '耐心教学，安全第一',
  '一次拿证是我们共同的目标',
  '把复杂的动作讲简单',
  '严格要求，轻松学车',
  '用心教好每一位学员',
];
const SPECIALTIES = [
  '倒车入库、侧方停车',
  '科目三夜间灯光、路考',
  '紧张学员心理疏导',
  '自动挡快速上手',
  '坡道定点、直角转弯',
];
const TOPICS = [
  '倒车入库三个关键点',
  '侧方停车一把进',
  '科目三起步要领',
  '直角转弯看点技巧',
  '夜间灯光模拟讲解',
  '坡道起步不溜车',
];
/** Colours of the demo videos (Y, Cb, Cr): background and band. */
const PALETTE: readonly (readonly [readonly [number, number, number], readonly [number, number, number]])[] = [
  [
    [140, 110, 80],
    [235, 128, 128],
  ],
  [
    [90, 160, 110],
    [220, 120, 130],
  ],
  [
    [120, 90, 170],
    [235, 128, 128],
  ],
  [
    [180, 70, 150],
    [60, 150, 120],
  ],
];

/**
 * The coaches' personal pages and teaching videos of the demo: a page per coach (photo,
 * motto, specialties; a few with an introduction video; most shown, some waiting, one hidden)
 * and two videos for each of the first ten coaches, every picture and video a real file in the
 * store (generated, so 播放 plays). Runs once per tenant.
 */
export async function seedCoachPersonal(
  database: Database,
  files: FileStore,
  tenantId: string,
  now = Math.floor(Date.now() / 1000),
  inDatabase = false,
): Promise<void> {
  const [existing] = await database.rows(sql`SELECT 1 FROM bbxc_coach_style WHERE tenant_id = ${tenantId} LIMIT 1`);
  if (existing) return;
  const coaches = await rowsOf<{
    id: string;
    name: string;
    school_id: string;
    school_name: string;
    store_id: string | null;
    store_name: string | null;
  }>(
    database.db,
    sql`
    SELECT id, name, school_id, school_name, store_id, store_name FROM bbxc_coach WHERE tenant_id = ${tenantId} AND deleted = 0 ORDER BY id`,
  );
  // The files first (keys in the order they were put one by one before), then the rows.
  const stored: DemoFile[] = [];
  const file = (name: string, contentType: string, bytes: Buffer) => stored.push({ name, contentType, bytes }) - 1;
  const video = (i: number) =>
    file(
      `coach-video-${i}.mp4`,
      'video/mp4',
      demoMp4({
        background: PALETTE[i % PALETTE.length][0],
        accent: PALETTE[i % PALETTE.length][1],
        seconds: 3 + (i % 3),
      }),
    );
  const styles: { coach: (typeof coaches)[number]; i: number; photo: number; intro: number | null }[] = [];
  const videos: { coach: (typeof coaches)[number]; n: number; cover: number; video: number }[] = [];
  for (const [i, c] of coaches.entries()) {
    const photo = file(`coach-${c.id}.png`, 'image/png', demoPng(`coach-${c.name}`, 240, 320));
    styles.push({ coach: c, i, photo, intro: i % 6 === 0 ? video(i) : null });
    if (i < 10) {
      for (let k = 0; k < 2; k++) {
        const n = i * 2 + k;
        const cover = file(`coach-video-cover-${n}.png`, 'image/png', demoPng(`video-${n}`, 320, 180));
        videos.push({ coach: c, n, cover, video: video(n) });
      }
    }
  }
  const keys = await storeDemoFiles(database, files, tenantId, stored, inDatabase);
  await insertRows(
    database.db,
    'bbxc_coach_style',
    styles.map(({ coach: c, i, photo, intro }) => ({
      tenant_id: tenantId,
      school_id: c.school_id,
      school_name: c.school_name,
      store_id: c.store_id,
      store_name: c.store_name,
      coach_id: String(c.id),
      coach_name: c.name,
      photo: keys[photo],
      motto: MOTTOS[i % MOTTOS.length],
      teach_years: 3 + (i % 12),
      specialty: SPECIALTIES[i % SPECIALTIES.length],
      intro: `${c.name}，从事驾驶培训${3 + (i % 12)}年，${SPECIALTIES[i % SPECIALTIES.length]}教学经验丰富。`,
      intro_video: intro === null ? null : keys[intro],
      status: i % 7 === 3 ? 0 : i % 11 === 5 ? 2 : 1,
      create_time: now - (60 - i) * DAY,
    })),
  );
  await insertRows(
    database.db,
    'bbxc_coach_video',
    videos.map(({ coach: c, n, cover, video: v }) => ({
      tenant_id: tenantId,
      title: TOPICS[n % TOPICS.length],
      school_id: c.school_id,
      school_name: c.school_name,
      store_id: c.store_id,
      store_name: c.store_name,
      coach_id: String(c.id),
      coach_name: c.name,
      cover: keys[cover],
      video: keys[v],
      duration: 3 + (n % 3),
      status: n % 9 === 4 ? 0 : n % 13 === 7 ? 2 : 1,
      create_time: now - (40 - n) * DAY,
    })),
  );
}
