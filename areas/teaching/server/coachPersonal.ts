import type { FastifyInstance } from 'fastify';
import type { ResourceDef } from '@coach/domain';
import { COACH_MEDIA_PLAY, coachPersonalStyle, coachVideo } from '../domain';
import type { Services } from '@coach/server/platform/services.ts';
import { BizError, ok } from '@coach/server/platform/envelope.ts';
import { parseBody } from '@coach/server/platform/validate.ts';
import { createUrlSigner } from '@coach/server/platform/files/signedUrl.ts';
import { FILE_KEY_PATTERN } from '@coach/server/platform/files/fileStore.ts';
import { engineContext, fetchOne, idSchema } from '@coach/server/engine/index.ts';

/**
 * 教练基本信息 and 教练视频 (list, 展示/隐藏), and their 播放 calls: the signed address of the
 * record's media from the file service (a personal page's introduction video, else its photo),
 * for records the user may read; a file the store does not hold is refused by name.
 */
export function coachPersonalFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;
  const signer = createUrlSigner(services.database);

  const play =
    (def: ResourceDef, media: (row: Record<string, unknown>) => { key: unknown; kind: 'image' | 'video' }) =>
    async (request: import('fastify').FastifyRequest) => {
      const ctx = engineContext(request, def);
      const { id } = parseBody(idSchema, request.body);
      const row = await fetchOne(db, def, ctx, id, { plaintext: true });
      const { key, kind } = media(row);
      const [stored] =
        typeof key === 'string' && FILE_KEY_PATTERN.test(key) ? await services.files.stat([key], ctx.tenantId) : [];
      if (!stored) throw new BizError(kind === 'video' ? '视频文件不存在或已删除' : '图片不存在或已删除');
      return ok({ ...(await signer.sign(key as string)), kind });
    };
  app.post(
    COACH_MEDIA_PLAY.style,
    play(coachPersonalStyle, (row) =>
      row.introVideo ? { key: row.introVideo, kind: 'video' } : { key: row.photo, kind: 'image' },
    ),
  );
  app.post(
    COACH_MEDIA_PLAY.video,
    play(coachVideo, (row) => ({ key: row.video, kind: 'video' })),
  );
}
