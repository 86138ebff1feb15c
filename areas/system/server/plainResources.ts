import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Services } from '@coach/server/platform/services.ts';
import { ok } from '@coach/server/platform/envelope.ts';
import { parseBody } from '@coach/server/platform/validate.ts';
import { engineContext, rowsOf } from '@coach/server/engine/index.ts';

/** Resources of the System area that need nothing beyond their definition, and the word check. */
export function plainSystemResources(app: FastifyInstance, services: Services) {
  app.post('/api/system/inner/sensitiveWord/v1/check', async (request) => {
    const ctx = engineContext(request);
    const { text } = parseBody(
      z.object({ text: z.string({ error: '请输入要检查的内容' }).max(65535, '最多输入65535个字符!') }),
      request.body,
    );
    const plain = text.replace(/<[^>]*>/g, '');
    const hits = await rowsOf<{ word: string }>(
      services.database.db,
      sql`
      SELECT word FROM sys_sensitive_word WHERE tenant_id = ${ctx.tenantId} AND word <> '' AND strpos(${plain}, word) > 0 ORDER BY word`,
    );
    return ok({ passed: hits.length === 0, words: hits.map((h) => h.word) });
  });
}
