import { sql } from 'drizzle-orm';
import { isMaskedSecret, SECRET_MASK, type SettingsDef } from '@coach/domain';
import type { Db } from '../platform/db';
import { BizError } from '../platform/envelope';
import { checkField } from './inputSchema';
import { logOperation } from './operationLog';
import { rowsOf } from './rowAccess';
import { assertNoSensitiveWords } from './sensitiveWords';
import type { EngineContext } from './types';

type Values = Record<string, unknown>;

async function stored(db: Db, tenantId: string, key: string): Promise<Values | undefined> {
  const [row] = await rowsOf<{ value: Values }>(
    db,
    sql`SELECT value FROM bbxc_tenant_config WHERE tenant_id = ${tenantId} AND config_key = ${key}`,
  );
  return row?.value;
}

/** A secret as it may be shown: the mask and its last four characters. */
export function maskSecret(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  return SECRET_MASK + value.slice(-4);
}

/** The settings as the form shows them: defaults filled, secrets masked. */
export async function readSettings(db: Db, ctx: EngineContext, def: SettingsDef): Promise<Values> {
  const value = (await stored(db, ctx.tenantId, def.key)) ?? {};
  const out: Values = {};
  for (const field of def.fields) {
    const v = value[field.key] ?? field.defaultValue ?? null;
    out[field.key] = def.secrets?.includes(field.key) ? maskSecret(v) : v;
  }
  out.configured = Object.keys(value).length > 0;
  return out;
}

/** The settings with secrets whole, for the server's own use (never sent to a browser). */
export async function readSettingsRaw(db: Db, tenantId: string, def: SettingsDef): Promise<Values | undefined> {
  return stored(db, tenantId, def.key);
}

/**
 * Checks every field by its rules and saves the form in one statement. A secret that comes
 * back masked keeps its stored value, so editing other fields never needs the secret again.
 */
export async function writeSettings(db: Db, ctx: EngineContext, def: SettingsDef, body: Values): Promise<void> {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const before = (await stored(tx, ctx.tenantId, def.key)) ?? {};
    const next: Values = {};
    for (const field of def.fields) {
      const secret = def.secrets?.includes(field.key);
      if (secret && isMaskedSecret(body[field.key])) {
        if (before[field.key] === undefined) throw new BizError(`${field.label}：请重新输入`);
        next[field.key] = before[field.key];
        continue;
      }
      const { error, value } = checkField(field, body[field.key]);
      if (error) throw new BizError(error);
      if (field.sensitive) await assertNoSensitiveWords(tx, ctx.tenantId, field.label, value);
      next[field.key] =
        value === null
          ? (field.defaultValue ?? null)
          : field.kind === 'images' || field.kind === 'region'
            ? JSON.parse(String(value))
            : value;
    }
    await tx.execute(sql`INSERT INTO bbxc_tenant_config (tenant_id, config_key, value, update_by)
      VALUES (${ctx.tenantId}, ${def.key}, ${JSON.stringify(next)}::jsonb, ${ctx.userId})
      ON CONFLICT (tenant_id, config_key) DO UPDATE SET value = excluded.value, update_by = excluded.update_by,
        update_time = extract(epoch from now())::bigint`);
    const masked = (v: Values) =>
      Object.fromEntries(Object.entries(v).map(([k, x]) => [k, def.secrets?.includes(k) ? maskSecret(x) : x]));
    await logOperation(tx, ctx, {
      resource: `settings:${def.key}`,
      action: 'update',
      ids: [],
      before: masked(before),
      after: masked(next),
    });
  });
}
