import { describe, expect, it } from 'vitest';
import { OPENS_STUDENT, RESOURCES, type FieldDef, type ResourceDef } from './index';

/**
 * Lists whose student's name stays plain text, each with why: there is no student record
 * behind the row the server could name by id. Keyed `<resource>` for its own fields,
 * `<resource>.<detail table>` for a detail table's lines.
 */
const PLAIN_STUDENT_NAMES: Readonly<Record<string, string>> = {
  // None today: every row naming a student reaches a student record (by its own column, through
  // its booking or order, or, in the exam room, the student of the booking phone). A row naming
  // someone who is no student yet (a pre-registration not converted) answers no studentId and
  // shows the name as text, so its definition needs no entry here.
};

/** Every field keyed `studentName` of a definition: its own, then its detail tables' own columns. */
function studentNames(def: ResourceDef): { where: string; field: FieldDef; ownRow: boolean }[] {
  const found = def.fields
    .filter((f) => f.key === 'studentName')
    .map((field) => ({ where: def.name, field, ownRow: true }));
  for (const table of def.detailTables ?? [])
    // A `from` table shows another definition's fields, checked as that definition.
    for (const field of table.columns ?? [])
      if (field.key === 'studentName') found.push({ where: `${def.name}.${table.key}`, field, ownRow: false });
  return found;
}

describe("a student's name in any list", () => {
  const all = RESOURCES.flatMap(studentNames);

  it('opens 学员详情 by the row’s studentId, but for the lists named with their reason', () => {
    expect(all.length).toBeGreaterThan(20);
    const plain = all.filter(({ where, field }) => !field.opens && !(where in PLAIN_STUDENT_NAMES)).map((x) => x.where);
    expect(plain).toEqual([]);
    for (const { where, field } of all) if (field.opens) expect(field.opens, where).toEqual(OPENS_STUDENT);
  });

  it('is on rows that carry the studentId (a field the engine selects with the row)', () => {
    const missing = all
      .filter(({ ownRow, field }) => ownRow && field.opens)
      .map(({ where }) => RESOURCES.find((r) => r.name === where)!)
      .filter((def) => !def.fields.some((f) => f.key === 'studentId'))
      .map((def) => def.name);
    expect(missing).toEqual([]);
  });

  it('keeps the allow-list to lists that still show a plain name', () => {
    const names = new Set(all.filter(({ field }) => !field.opens).map((x) => x.where));
    for (const key of Object.keys(PLAIN_STUDENT_NAMES)) expect(names, key).toContain(key);
  });
});
