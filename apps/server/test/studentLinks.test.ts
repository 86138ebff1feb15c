import { callerOf, describe, expect } from './fixtures';
import { flatten } from './resourceTree';
import {
  LEAD_STAGE,
  OPENS_STUDENT,
  RESOURCES,
  callPath,
  fieldCode,
  resourcesByName,
  type ResourceDef,
} from '@coach/domain';
import { withDemo, type DemoApp } from './demoApp';

// A student's name in a list opens 学员详情 by the row's `studentId` (the kit's RecordLink): on
// the demo data, as `npm start` seeds it, every row naming a student carries the id of a
// student of that name, in every list and every detail table whose name opens the student.

const it = withDemo();

type Row = Record<string, unknown>;

/** Rows naming someone who is a student only from some state on: a pre-registration once enrolled. */
const NAMES_A_STUDENT: Readonly<Record<string, (row: Row) => boolean>> = {
  preregisterOrder: (row) => Boolean(row.enrolOrderNo),
};
/** The first page's filter of the lists whose newest rows name no student yet (to read some that do). */
const NAMING: Readonly<Record<string, Row>> = {
  preregisterOrder: { status: 2 },
  potentialCustomer: { stage: LEAD_STAGE.enrolled },
};

const opensStudent = (def: ResourceDef) =>
  def.fields.some((f) => f.key === 'studentName' && f.opens?.resource === OPENS_STUDENT.resource);
const linesOpeningStudent = (def: ResourceDef) =>
  (def.detailTables ?? []).filter((t) =>
    (t.columns ?? []).some((c) => c.key === 'studentName' && c.opens?.resource === OPENS_STUDENT.resource),
  );

describe("a student's name in a list", () => {
  let demo: DemoApp;
  it.beforeAll(async ({ demo: started }) => {
    demo = started;
  }, 240_000);

  const call = async (def: ResourceDef, path: string, body: Row) => {
    const answer = await demo.t.post(callPath(def, path), body, { token: demo.admin, headers: demo.headersFor(def) });
    expect(answer.body.status, `${def.name} ${path}: ${answer.body.message}`).toBe(true);
    return answer.body.result;
  };
  const firstPage = async (def: ResourceDef, filter: Row = {}): Promise<Row[]> =>
    (await call(def, def.api.list!, { pageNum: 1, pageSize: 20, ...filter })).list;

  /** The students' names by id, each read once from 学员详情's own call. */
  const names = new Map<string, string | null>();
  const student = resourcesByName[OPENS_STUDENT.resource];
  const nameOf = async (id: string) => {
    if (!names.has(id)) {
      const answer = await demo.t.post(student.api.detail!, { id }, { token: demo.admin });
      names.set(id, answer.body.status ? String(answer.body.result.name) : null);
    }
    return names.get(id);
  };

  /** What is wrong with rows naming a student: no id, or the id of no student of that name. */
  const strays = async (where: string, rows: Row[]) => {
    const wrong: string[] = [];
    let named = 0;
    for (const row of rows) {
      if (row.studentName === null || row.studentName === undefined || row.studentName === '') continue;
      if (NAMES_A_STUDENT[where] && !NAMES_A_STUDENT[where](row)) continue;
      named++;
      const id = row.studentId;
      if (typeof id !== 'string' || !id) wrong.push(`${where}: ${String(row.studentName)} has no studentId`);
      else if ((await nameOf(id)) !== row.studentName)
        wrong.push(`${where}: ${String(row.studentName)} → student ${id} is ${String(await nameOf(id))}`);
    }
    return { wrong, named };
  };

  it('carries, on the first page of every list, the id of the student named', async () => {
    const lists = RESOURCES.filter((def) => def.api.list && opensStudent(def));
    expect(lists.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    const unnamed: string[] = [];
    for (const def of lists) {
      const result = await strays(def.name, await firstPage(def, NAMING[def.name]));
      wrong.push(...result.wrong);
      if (!result.named) unnamed.push(def.name);
    }
    expect(wrong).toEqual([]);
    expect(unnamed).toEqual([]);
  }, 240_000);

  it('carries it in the lines of every detail table whose student name opens the student', async () => {
    const defs = RESOURCES.filter((def) => def.api.detail && def.api.list && linesOpeningStudent(def).length);
    expect(defs.map((d) => d.name)).toEqual(expect.arrayContaining(['finBill', 'groupOrder', 'closeScheduling']));
    const wrong: string[] = [];
    const unnamed: string[] = [];
    for (const def of defs) {
      let named = 0;
      for (const row of await firstPage(def)) {
        const detail = await call(def, def.api.detail!, { id: row.id });
        for (const table of linesOpeningStudent(def)) {
          const result = await strays(`${def.name}.${table.key}`, (detail[table.key] ?? []) as Row[]);
          wrong.push(...result.wrong);
          named += result.named;
        }
        if (named >= 20) break;
      }
      if (!named) unnamed.push(def.name);
    }
    expect(wrong).toEqual([]);
    expect(unnamed).toEqual([]);
  }, 240_000);

  it('carries it to a role that sees the name but not every field of the page', async () => {
    const { account, role, commentCoach } = resourcesByName;
    const admin = callerOf(demo.t, demo.admin);
    const tree = flatten((await admin.post('/api/user/inner/sysRole/v1/resourceTree', {})).body.result);
    const pick = (path: string) => tree.find((n) => n.path === path)!.id;
    const made = await admin.call(role, 'save', {
      roleName: '评价只看姓名',
      roleCode: 'COMMENT_NAME_ONLY',
      resourceIds: [commentCoach.route, commentCoach.api.list!, fieldCode(commentCoach, 'studentName')].map(pick),
    });
    const user = await admin.call(account, 'save', {
      account: 'comment01',
      name: '评价查看员',
      mobile: '13512340001',
      enterpriseType: 1,
      roleIds: [made.body.result.id],
    });
    const viewer = callerOf(demo.t, await demo.t.firstLogin('comment01', user.body.result.initialPassword));
    const rows = (await viewer.call(commentCoach, 'list', { pageNum: 1, pageSize: 20 })).body.result.list as Row[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['id', 'studentId', 'studentName']);
    expect((await strays('commentCoach', rows)).wrong).toEqual([]);
  }, 120_000);
});
