import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/db';
import type { FileStore } from '../platform/files/fileStore';
import { rowsOf } from '../engine';
import { demoPng } from './demoPng';
import { demoMp4 } from './demoVideo';

const DAY = 86400;
const MOTTOS = ['耐心教学，安全第一', '一次拿证是我们共同的目标', '把复杂的动作讲简单', '严格要求，轻松学车', '用心教好每一位学员'];
const SPECIALTIES = ['倒车入库、侧方停车', '科目三夜间灯光、路考', '紧张学员心理疏导', '自动挡快速上手', '坡道定点、直角转弯'];
const TOPICS = ['倒车入库三个关键点', '侧方停车一把进', '科目三起步要领', '直角转弯看点技巧', '夜间灯光模拟讲解', '坡道起步不溜车'];
/** Colours of the demo videos (Y, Cb, Cr): background and band. */
const PALETTE: readonly (readonly [readonly [number, number, number], readonly [number, number, number]])[] = [
  [[140, 110, 80], [235, 128, 128]],
  [[90, 160, 110], [220, 120, 130]],
  [[120, 90, 170], [235, 128, 128]],
  [[180, 70, 150], [60, 150, 120]],
];

/**
 * The coaches' personal pages and teaching videos of the demo: a page per coach (photo,
 * motto, specialties; a few with an introduction video; most shown, some waiting, one hidden)
 * and two videos for each of the first ten coaches, every picture and video a real file in the
 * store (generated, so 播放 plays). Runs once per tenant.
 */
export async function seedCoachPersonal(database: Database, files: FileStore, tenantId: string, now = Math.floor(Date.now() / 1000)): Promise<void> {
  const [existing] = await database.rows(sql`SELECT 1 FROM bbxc_coach_style WHERE tenant_id = ${tenantId} LIMIT 1`);
  if (existing) return;
  const coaches = await rowsOf<{ id: string; name: string; school_id: string; school_name: string; store_id: string | null; store_name: string | null }>(database.db, sql`
    SELECT id, name, school_id, school_name, store_id, store_name FROM bbxc_coach WHERE tenant_id = ${tenantId} AND deleted = 0 ORDER BY id`);
  const video = (i: number) => files.put({ tenantId, name: `coach-video-${i}.mp4`, contentType: 'video/mp4', createBy: null },
    demoMp4({ background: PALETTE[i % PALETTE.length][0], accent: PALETTE[i % PALETTE.length][1], seconds: 3 + (i % 3) }));
  const styles: SQL[] = [];
  const videos: SQL[] = [];
  for (const [i, c] of coaches.entries()) {
    const photo = await files.put({ tenantId, name: `coach-${c.id}.png`, contentType: 'image/png', createBy: null }, demoPng(`coach-${c.name}`, 240, 320));
    const intro = i % 6 === 0 ? await video(i) : null;
    const status = i % 7 === 3 ? 0 : i % 11 === 5 ? 2 : 1;
    styles.push(sql`(${tenantId}, ${c.school_id}, ${c.school_name}, ${c.store_id}, ${c.store_name}, ${String(c.id)}, ${c.name}, ${photo}, ${MOTTOS[i % MOTTOS.length]},
      ${3 + (i % 12)}, ${SPECIALTIES[i % SPECIALTIES.length]}, ${`${c.name}，从事驾驶培训${3 + (i % 12)}年，${SPECIALTIES[i % SPECIALTIES.length]}教学经验丰富。`}, ${intro}, ${status}, ${now - (60 - i) * DAY})`);
    if (i < 10) {
      for (let k = 0; k < 2; k++) {
        const n = i * 2 + k;
        const cover = await files.put({ tenantId, name: `coach-video-cover-${n}.png`, contentType: 'image/png', createBy: null }, demoPng(`video-${n}`, 320, 180));
        videos.push(sql`(${tenantId}, ${TOPICS[n % TOPICS.length]}, ${c.school_id}, ${c.school_name}, ${c.store_id}, ${c.store_name}, ${String(c.id)}, ${c.name}, ${cover},
          ${await video(n)}, ${3 + (n % 3)}, ${n % 9 === 4 ? 0 : n % 13 === 7 ? 2 : 1}, ${now - (40 - n) * DAY})`);
      }
    }
  }
  if (styles.length) {
    await database.db.execute(sql`INSERT INTO bbxc_coach_style (tenant_id, school_id, school_name, store_id, store_name, coach_id, coach_name, photo, motto, teach_years, specialty,
      intro, intro_video, status, create_time) VALUES ${sql.join(styles, sql`, `)}`);
  }
  if (videos.length) {
    await database.db.execute(sql`INSERT INTO bbxc_coach_video (tenant_id, title, school_id, school_name, store_id, store_name, coach_id, coach_name, cover, video, duration, status,
      create_time) VALUES ${sql.join(videos, sql`, `)}`);
  }
}
