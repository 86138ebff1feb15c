import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import * as schema from '../../src/db/schema';

/** The areas' tables (areas/<area>/server/schema), beside the engine's. */
const AREAS_FOLDER = new URL('../../../../areas/', import.meta.url).pathname;
const AREA_SCHEMAS: Record<string, unknown>[] = await Promise.all(
  readdirSync(AREAS_FOLDER)
    .map((area) => join(AREAS_FOLDER, area, 'server/schema'))
    .filter((folder) => existsSync(folder))
    .flatMap((folder) => readdirSync(folder).map((file) => join(folder, file)))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => import(file) as Promise<Record<string, unknown>>),
);

/**
 * Every hand-written statement (a `sql` template outside the engine's list query) that reads
 * or writes a tenant's table must keep to one tenant, as the engine's own statements do. A
 * statement passes when it names `tenant_id` itself, when one of its parts is built by a scope
 * helper (`scopeWhere`, which puts the tenant, channel, school and store in; the file store's
 * `tenantFilter`), directly or through a `const` of the same file, or when a comment above it
 * (on the statement or on the function holding it) starting `Tenant:` says why it needs none,
 * e.g. it goes by the id of a row just read in the tenant's scope. A new statement that does
 * none of these fails here, naming its file and line.
 *
 * The demo seeds are not swept: they write one tenant's rows they have just made. Statements
 * that name their table through a substitution are the engine's, and are held to the tenant by
 * the authorisation sweeps of this folder.
 */
const SRC = new URL('../../src/', import.meta.url).pathname;
/** The areas' folders: their server parts are swept as the server's own code is. */
const AREAS = new URL('../../../../areas/', import.meta.url).pathname;
const ROOT = new URL('../../../../', import.meta.url).pathname;
const SCOPE_MARKERS = [/tenant_id/, /\bscopeWhere\(/, /\btenantFilter\(/];
const REASON = /\bTenant:/;

function tenantRelations(): Set<string> {
  const tables = [schema, ...AREA_SCHEMAS]
    .flatMap((module) => Object.values(module))
    .filter((value) => is(value, PgTable))
    .map((table) => getTableConfig(table as PgTable))
    .filter((config) => config.columns.some((column) => column.name === 'tenant_id'))
    .map((config) => config.name);
  const migrations = join(SRC, 'db/migrations');
  const views = readdirSync(migrations)
    .filter((name) => name.endsWith('.sql'))
    .flatMap((name) =>
      [...readFileSync(join(migrations, name), 'utf8').matchAll(/CREATE (?:OR REPLACE )?VIEW "?(\w+)"?/g)].map(
        (m) => m[1],
      ),
    );
  return new Set([...tables, ...views]);
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'seed' && name !== 'migrations' && name !== 'test' && name !== 'web' && name !== 'domain')
        sourceFiles(path, out);
    } else if (path.endsWith('.ts') && !path.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

/** The text of a template: its literal parts, each substitution shown as `${}`. */
function templateText(template: ts.TemplateLiteral): string {
  if (ts.isNoSubstitutionTemplateLiteral(template)) return template.text;
  return template.head.text + template.templateSpans.map((span) => '${}' + span.literal.text).join('');
}

/** Whether code is scoped: it uses a marker itself or names a `const` of the file that is (three steps deep). */
function scoped(code: string, consts: Map<string, string>, depth = 0): boolean {
  if (SCOPE_MARKERS.some((marker) => marker.test(code))) return true;
  if (depth >= 3) return false;
  return [...new Set(code.match(/[A-Za-z_$][\w$]*/g) ?? [])].some((name) => {
    const init = consts.get(name);
    return init !== undefined && scoped(init, consts, depth + 1);
  });
}

/** Whether a `Tenant:` comment stands above the node, its statement or a function around it. */
function explained(node: ts.Node, source: ts.SourceFile): boolean {
  for (let at: ts.Node | undefined = node; at && !ts.isSourceFile(at); at = at.parent) {
    const comments = ts.getLeadingCommentRanges(source.text, at.getFullStart()) ?? [];
    if (comments.some((range) => REASON.test(source.text.slice(range.pos, range.end)))) return true;
  }
  return false;
}

function unscopedStatements(file: string, tenantTables: Set<string>): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const consts = new Map<string, string>();
  const found: ts.TaggedTemplateExpression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      consts.set(node.name.text, node.initializer.getText(source));
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(source) === 'sql') found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found
    .filter((node) => {
      const text = templateText(node.template);
      const tables = [...text.matchAll(/\b(?:FROM|JOIN|UPDATE|INTO)\s+"?(\w+)/gi)].map((m) => m[1]);
      return (
        tables.some((table) => tenantTables.has(table)) &&
        !scoped(node.template.getText(source), consts) &&
        !explained(node, source)
      );
    })
    .map(
      (node) => `${file.slice(ROOT.length)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`,
    );
}

describe('hand-written SQL keeps to one tenant', () => {
  const tenantTables = tenantRelations();

  it('knows the tenant tables from the schema (every table but the platform-wide ones)', () => {
    expect(tenantTables.has('bbxc_order')).toBe(true);
    expect(tenantTables.has('bbxc_student_stage_v')).toBe(true);
    expect(tenantTables.has('sys_kv')).toBe(false);
  });

  it('finds an unscoped statement and accepts a scoped or explained one', () => {
    const probe = join(SRC, '..', 'test', 'security', 'handSqlTenant.probe.ts');
    const lines = unscopedStatements(probe, tenantTables);
    expect(lines.map((line) => line.replace(/^.*\//, ''))).toEqual(['handSqlTenant.probe.ts:6']);
  });

  it('every statement of the server on a tenant table is scoped or says why it needs no scope', () => {
    const files = [...sourceFiles(SRC), ...sourceFiles(AREAS)];
    // The areas' server parts are among them (the exam room's bookings, for one).
    expect(files.some((file) => file.endsWith('areas/operate/server/money/bookingService.ts'))).toBe(true);
    const offenders = files.flatMap((file) => unscopedStatements(file, tenantTables));
    expect(offenders).toEqual([]);
  });
});
