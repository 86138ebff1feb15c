import { RESOURCES } from '../resources';
import type { ResourceDef } from '../resources/types';
import { REPORTS } from '../reports';
import type { ReportDef } from '../reports/types';
import { SETTINGS } from '../settings';

/**
 * A report that writes before it answers: the satisfaction reports freeze the months closed
 * since the last answer (bbxc_comment_solid) and then read what they froze, so the whole call
 * stays on the primary and is no read call.
 */
export function writesBeforeAnswer(def: ReportDef): boolean {
  return def.sources.some((s) => s.table === 'bbxc_comment_solid');
}

function resourceReads(def: ResourceDef): string[] {
  const { list, detail, export: exported, tree } = def.api;
  return [list, detail, exported, tree].filter((path): path is string => !!path);
}

function reportReads(def: ReportDef): string[] {
  if (writesBeforeAnswer(def)) return [];
  return [def.api.stat, ...(def.api.export ? [def.api.export] : [])];
}

/**
 * Every call the definitions declare that only reads (lists, details, exports, trees, report
 * figures and their exports, settings reads), as route patterns (`:param` for a path part).
 * All but a few calls are POST, so the method cannot tell; this list does. It decides which
 * calls may read from a hot standby, and is written out for the balancer, which may retry
 * these on another process (a retried read changes nothing). A shared report export path
 * (`count/export` with a `type`) is a read only if every report behind it is.
 */
export function readCalls(): string[] {
  const reads = new Set<string>();
  for (const def of RESOURCES) for (const path of resourceReads(def)) reads.add(path);
  for (const def of REPORTS) for (const path of reportReads(def)) reads.add(path);
  for (const def of SETTINGS) if (def.calls) reads.add(def.calls.get);
  // A path any definition also uses to write (a shared export of a freezing report) is no read.
  for (const def of REPORTS)
    if (writesBeforeAnswer(def)) for (const path of [def.api.stat, def.api.export]) if (path) reads.delete(path);
  return [...reads].sort();
}

/** The pattern as a regular expression over the request path (haproxy's `path_reg`, tests). */
export function readCallPattern(path: string): string {
  return `^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+')}$`;
}
