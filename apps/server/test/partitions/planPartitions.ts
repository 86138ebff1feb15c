import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/platform/db';

interface PlanNode {
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/**
 * The partitions of `table` a statement's plan reads, by EXPLAIN (the parameters bound as the
 * console binds them, so the planner prunes with their values, as it does for the real call).
 */
export async function partitionsScanned(database: Database, statement: SQL, table: string): Promise<string[]> {
  const [row] = await database.rows<Record<string, unknown>>(sql`EXPLAIN (FORMAT JSON) ${statement}`);
  const raw = row['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  const names = new Set<string>();
  const walk = (node: PlanNode) => {
    const name = node['Relation Name'];
    if (name?.startsWith(`${table}_`)) names.add(name);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan[0].Plan);
  return [...names].sort();
}
