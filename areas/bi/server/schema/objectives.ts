import { index } from 'drizzle-orm/pg-core';
import { RESOURCES } from '@coach/domain';
import { tableFromDef } from '@coach/server/engine/tableFromDef.ts';

const def = (name: string) => RESOURCES.find((r) => r.name === name)!;

/** Monthly targets per store (市场目标录入, 教务目标录入): one per store and month (the month's unique index). */
const targetIndexes = (name: string) => (c: Record<string, never>) => [
  index(`${name}_start_idx`).on(c.tenantId, c.monthStart),
];
export const marketObjectiveTable = tableFromDef(
  def('marketObjectives'),
  {},
  targetIndexes('bbxc_bi_market_objective'),
);
export const educationalObjectiveTable = tableFromDef(
  def('educationalObjectives'),
  {},
  targetIndexes('bbxc_bi_educational_objective'),
);
