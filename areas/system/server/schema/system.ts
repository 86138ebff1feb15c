import { text } from 'drizzle-orm/pg-core';
import { RESOURCES } from '@coach/domain';
import { tableFromDef } from '@coach/server/engine/tableFromDef.ts';
import { timeColumn } from '@coach/server/db/schema/columns.ts';

const def = (name: string) => RESOURCES.find((r) => r.name === name)!;

// Only this area's calls (and the demo's quiet lists, by SQL) read them. The sensitive words
// stay with the engine's tables (apps/server/src/db/schema/system.ts): every area's texts are
// checked against them.
export const versionTable = tableFromDef(def('version'));
export const thirdUserTable = tableFromDef(def('thirdUser'), {
  passwordHash: text('password_hash').notNull(),
  passwordStamp: timeColumn('password_stamp').notNull().default(0),
});
