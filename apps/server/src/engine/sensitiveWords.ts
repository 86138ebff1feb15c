import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db';
import { BizError } from '../platform/envelope';

/**
 * Refuses a text containing one of the tenant's sensitive words, naming the word. The
 * database does the matching so a long word list never travels to the server.
 */
export async function assertNoSensitiveWords(tx: Db, tenantId: string, label: string, text: unknown): Promise<void> {
  if (typeof text !== 'string' || !text) return;
  const plain = text.replace(/<[^>]*>/g, '');
  const found = (await tx.execute(sql`
    SELECT word FROM sys_sensitive_word
    WHERE tenant_id = ${tenantId} AND word <> '' AND strpos(${plain}, word) > 0
    ORDER BY length(word) DESC LIMIT 1`)) as unknown as { rows: { word: string }[] };
  if (found.rows[0]) throw new BizError(`${label}包含敏感词「${found.rows[0].word}」，请修改后再提交`);
}
