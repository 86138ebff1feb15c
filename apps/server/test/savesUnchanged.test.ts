import { describe, expect } from './fixtures';
import {
  MSG_DEFAULT_ROW,
  RESOURCES,
  callPath,
  isEditable,
  isEditableRow,
  isShownFor,
  type ResourceDef,
} from '@coach/domain';
import type { TestApp } from './testApp';
import { withDemo, type DemoApp } from './demoApp';

// Issue 38.16: a stored value must pass its own rule when sent back. Every demo row of every
// editable resource is opened as the edit form opens it (its detail, else its list row) and
// saved unchanged as the form sends it (apps/web useResourceSave `bodyOf`: the editable fields
// shown for the row's values, text trimmed, a masked value left out), and must be accepted.

/**
 * Rows a list has past this many are saved as an even spread over the whole list (first,
 * last and between): the demo's 500 students or 1 000 timing records come from one generator,
 * and saving each would take the test past a minute on PGlite.
 */
const ROWS_PER_LIST = 60;

function spread<T>(rows: T[], max: number): T[] {
  if (rows.length <= max) return rows;
  return Array.from({ length: max }, (_, i) => rows[Math.round((i * (rows.length - 1)) / (max - 1))]);
}

const isMasked = (value: unknown) => typeof value === 'string' && /\*{2,}/.test(value);

/** What the web form sends back for a row it was opened with and nothing changed. */
function unchangedBody(def: ResourceDef, initial: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of def.fields) {
    if (!isEditable(field, false) || !(field.key in initial) || !isShownFor(field, initial)) continue;
    let value = initial[field.key];
    if (typeof value === 'string' && field.kind !== 'rich' && field.kind !== 'textarea') value = value.trim();
    if (field.masked && isMasked(value)) continue;
    body[field.key] = value === undefined ? null : value;
  }
  return body;
}

const it = withDemo();

describe('every demo row saves unchanged', () => {
  let t: TestApp;
  let admin: string;
  let demo: DemoApp;
  it.beforeAll(async ({ demo: started }) => {
    demo = started;
    ({ t, admin } = demo);
  }, 120_000);

  it('accepts each row of each editable resource as the edit form sends it back', async () => {
    const refused: string[] = [];
    const counts: Record<string, number> = {};
    for (const def of RESOURCES) {
      const savePath = def.api.save ?? def.api.update;
      if (!def.api.list || !savePath || !def.fields.some((f) => isEditable(f, false))) continue;
      const headers = demo.headersFor(def);
      const call = (path: string, body: unknown) => t.post(path, body, { token: admin, headers });
      const seen = new Set<string>();
      for (const params of def.routes?.length ? def.routes.map((r) => r.params) : [undefined]) {
        const rows: Record<string, unknown>[] = [];
        for (let pageNum = 1; ; pageNum++) {
          const page = (await call(callPath(def, def.api.list, params), { ...params, pageNum, pageSize: 500 })).body
            .result;
          rows.push(...((page?.list ?? []) as Record<string, unknown>[]).filter((r) => !seen.has(String(r.id))));
          if (!page || pageNum * 500 >= page.total) break;
        }
        for (const row of spread(rows, ROWS_PER_LIST)) {
          const id = String(row.id);
          seen.add(id);
          // A row the page offers no 编辑 for (a filing being answered): not a form's to send.
          if (!isEditableRow(def, row)) continue;
          const initial = (
            def.api.detail
              ? def.api.detailMethod === 'GET'
                ? (await t.get(`${callPath(def, def.api.detail, params)}?id=${id}`, { token: admin, headers })).body
                    .result
                : (await call(callPath(def, def.api.detail, params), { id })).body.result
              : row
          ) as Record<string, unknown>;
          const answer = (
            await call(callPath(def, savePath, params), { id, ...params, ...unchangedBody(def, initial ?? row) })
          ).body;
          counts[def.name] = (counts[def.name] ?? 0) + 1;
          if (answer.status) continue;
          // The refusal that is right: the spec's 系统默认 rows (states closed to editing, like a
          // published 公告, are skipped above by the definition's editableIn, as the page does).
          if (def.protectDefault && Number(initial?.isDefault) === 1 && answer.message === MSG_DEFAULT_ROW) continue;
          refused.push(`${def.name} ${def.title} #${id}: ${answer.message}`);
        }
      }
    }
    expect(refused).toEqual([]);
    // The demo has rows in the editable resources: this is not a walk over empty lists.
    expect(Object.keys(counts).length).toBeGreaterThan(30);
  }, 240_000);
});
