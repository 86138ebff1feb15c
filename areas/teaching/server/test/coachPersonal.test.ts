import { sql } from 'drizzle-orm';
import { coachTeachSetting } from '@coach/domain';
import { COACH_MEDIA_PLAY, coachPersonalStyle, coachVideo } from '../../domain';
import { seedSchool } from '@coach/areas/school/server/index.ts';
import { seedCoachPersonal } from '../seed/coachPersonal';
import { demoTenantId } from '@coach/server/test/student/fixtures.ts';
import { describe, expect, test as it } from '@coach/server/test/fixtures.ts';

// Issue 20: 教练基本信息 and 教练视频 — 展示/隐藏 by state, 播放 through the file service (a real
// MP4 the demo generates), a missing file refused by name; 教学设置 read and saved at its calls.
describe('教练个人主页: personal pages, videos, teaching settings', () => {
  it.beforeAll(async ({ app }) => {
    const tenantId = await demoTenantId(app);
    await seedSchool(app.services.database, tenantId);
    await seedCoachPersonal(app.services.database, app.services.files, tenantId);
  }, 120_000);

  it('plays a coach video from the file service: a signed address answering an MP4', async ({ app, admin }) => {
    const [row] = (await admin.call(coachVideo, 'list', { status: 1, pageSize: 1 })).body.result.list;
    const played = (await admin.post(COACH_MEDIA_PLAY.video, { id: row.id })).body;
    expect(played).toMatchObject({ status: true, result: { kind: 'video' } });
    const file = await app.built.app.inject({ method: 'GET', url: played.result.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('video/mp4');
    expect(file.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    // The file gone from the store: refused by name, not a broken player.
    await app.services.database.rows(
      sql`UPDATE bbxc_coach_video SET video = 'AAAAAAAAAAAAAAAAAAAAAA' WHERE id = ${row.id}`,
    );
    expect((await admin.post(COACH_MEDIA_PLAY.video, { id: row.id })).body.message).toBe('视频文件不存在或已删除');
  });

  it('shows a waiting personal page, hides a shown one, and shows its photo', async ({ admin }) => {
    const [show, hide] = [coachPersonalStyle.transitions![0], coachPersonalStyle.transitions![1]];
    const [waiting] = (await admin.call(coachPersonalStyle, 'list', { status: 0, pageSize: 1 })).body.result.list;
    expect((await admin.post(show.path, { ids: [waiting.id], status: 1 })).body.status).toBe(true);
    expect((await admin.post(hide.path, { ids: [waiting.id], status: 2 })).body.status).toBe(true);
    expect((await admin.post(hide.path, { ids: [waiting.id], status: 2 })).body.status).toBe(false);
    const [plain] = (await admin.call(coachPersonalStyle, 'list', { status: 1, pageSize: 50 })).body.result.list.filter(
      (r: { introVideo: string | null }) => !r.introVideo,
    );
    expect((await admin.post(COACH_MEDIA_PLAY.style, { id: plain.id })).body.result.kind).toBe('image');
  });

  it('reads and saves 教学设置 with its rules', async ({ admin }) => {
    expect((await admin.post(coachTeachSetting.calls!.get, {})).body.result).toMatchObject({
      bookAheadDays: 14,
      freeCancelHours: 24,
    });
    expect(
      (await admin.post(coachTeachSetting.calls!.save, { bookAheadDays: 40, freeCancelHours: 24 })).body.status,
    ).toBe(false);
    expect(
      (await admin.post(coachTeachSetting.calls!.save, { bookAheadDays: 7, freeCancelHours: 12 })).body.status,
    ).toBe(true);
    expect((await admin.post(coachTeachSetting.calls!.get, {})).body.result).toMatchObject({
      bookAheadDays: 7,
      freeCancelHours: 12,
    });
  });
});
