import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { COACH_MEDIA_PLAY, coachPersonalStyle, coachTeachSetting, coachVideo } from '@coach/domain';
import { seedSchool } from '../../src/seed/school';
import { seedCoachPersonal } from '../../src/seed/coachPersonal';
import { demoTenantId } from '../student/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../testApp';

// Issue 20: 教练基本信息 and 教练视频 — 展示/隐藏 by state, 播放 through the file service (a real
// MP4 the demo generates), a missing file refused by name; 教学设置 read and saved at its calls.
describe('教练个人主页: personal pages, videos, teaching settings', () => {
  let t: TestApp;
  let admin: string;
  let tenantId: string;
  const post = async (path: string, body: unknown) => (await t.post(path, body, { token: admin })).body;

  beforeAll(async () => {
    t = await startTestApp();
    tenantId = await demoTenantId(t);
    await seedSchool(t.services.database, tenantId);
    await seedCoachPersonal(t.services.database, t.services.files, tenantId);
    admin = await t.login(...ADMIN);
  }, 120_000);
  afterAll(() => t?.close());

  it('plays a coach video from the file service: a signed address answering an MP4', async () => {
    const [row] = (await post(coachVideo.api.list!, { status: 1, pageSize: 1 })).result.list;
    const played = await post(COACH_MEDIA_PLAY.video, { id: row.id });
    expect(played).toMatchObject({ status: true, result: { kind: 'video' } });
    const file = await t.built.app.inject({ method: 'GET', url: played.result.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('video/mp4');
    expect(file.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    // The file gone from the store: refused by name, not a broken player.
    await t.services.database.rows(
      sql`UPDATE bbxc_coach_video SET video = 'AAAAAAAAAAAAAAAAAAAAAA' WHERE id = ${row.id}`,
    );
    expect((await post(COACH_MEDIA_PLAY.video, { id: row.id })).message).toBe('视频文件不存在或已删除');
  });

  it('shows a waiting personal page, hides a shown one, and shows its photo', async () => {
    const [show, hide] = [coachPersonalStyle.transitions![0], coachPersonalStyle.transitions![1]];
    const [waiting] = (await post(coachPersonalStyle.api.list!, { status: 0, pageSize: 1 })).result.list;
    expect((await post(show.path, { ids: [waiting.id], status: 1 })).status).toBe(true);
    expect((await post(hide.path, { ids: [waiting.id], status: 2 })).status).toBe(true);
    expect((await post(hide.path, { ids: [waiting.id], status: 2 })).status).toBe(false);
    const [plain] = (await post(coachPersonalStyle.api.list!, { status: 1, pageSize: 50 })).result.list.filter(
      (r: { introVideo: string | null }) => !r.introVideo,
    );
    expect((await post(COACH_MEDIA_PLAY.style, { id: plain.id })).result.kind).toBe('image');
  });

  it('reads and saves 教学设置 with its rules', async () => {
    expect((await post(coachTeachSetting.calls!.get, {})).result).toMatchObject({
      bookAheadDays: 14,
      freeCancelHours: 24,
    });
    expect((await post(coachTeachSetting.calls!.save, { bookAheadDays: 40, freeCancelHours: 24 })).status).toBe(false);
    expect((await post(coachTeachSetting.calls!.save, { bookAheadDays: 7, freeCancelHours: 12 })).status).toBe(true);
    expect((await post(coachTeachSetting.calls!.get, {})).result).toMatchObject({
      bookAheadDays: 7,
      freeCancelHours: 12,
    });
  });
});
