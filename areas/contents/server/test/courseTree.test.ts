import { sql } from 'drizzle-orm';
import { resourcesByName } from '@coach/domain';
import { courseVideo, exercise } from '../../domain';
import { seedCourses } from '@coach/server/seed/courses.ts';
import { demoTenantId } from '@coach/server/test/student/fixtures.ts';
import { describe, expect, test as it, type Caller } from '@coach/server/test/fixtures.ts';

// Issue 16.3: a tree is one definition. The course tree of 小车科目一 (one of the 34 pages the
// definition serves): nested answer, add at each level with the page's category and subject,
// no fourth level, move among siblings only, no deleting a node that has children.
const def = resourcesByName.course;
const api = def.api;
type Node = {
  id: string;
  name: string;
  level: number;
  carType: number;
  subject: number;
  courseNo: string;
  disable?: number;
  children?: Node[];
};

describe('course tree (tree resource)', () => {
  it.beforeAll(async ({ app }) => {
    await seedCourses(app.services.database, await demoTenantId(app));
  }, 120_000);

  const treeOf = async (admin: Caller, carType = 1, subject = 1) =>
    (await admin.post(api.tree!, { carType, subject })).body.result as Node[];
  const save = async (admin: Caller, body: Record<string, unknown>) => (await admin.call(def, 'save', body)).body;

  it("answers the page's tree nested and in hand order, one per page", async ({ admin }) => {
    const roots = await treeOf(admin);
    expect(roots.map((r) => r.name)).toEqual(['道路交通安全法律、法规和规章', '机动车基础知识', '安全行车基础知识']);
    expect(roots[0].children!.map((c) => c.name)).toEqual(['第1章 机动车驾驶证申领和使用', '第2章 道路通行规定']);
    expect(roots[0].children![0].children!.map((c) => [c.name, c.level])).toEqual([
      ['第1节 驾驶证的申领', 3],
      ['第2节 驾驶证的使用与记分', 3],
    ]);
    expect((await treeOf(admin, 1, 4))[0].name).toBe('安全文明驾驶常识');
    expect((await treeOf(admin, 20, 0))[0].name).toBe('法律法规与职业道德');
    expect(def.routes).toHaveLength(34);
    expect((await admin.post(api.tree!, { carType: 'x' })).body.message).toBe('培训车型的值不正确');
  });

  it("adds a course with the page's category, children that inherit it, and no fourth level", async ({
    app,
    admin,
  }) => {
    const root = await save(admin, { name: '新增课程', courseNo: '9900000001', hours: 6, carType: 1, subject: 1 });
    expect(root.status, root.message).toBe(true);
    const chapter = await save(admin, {
      name: '第1章 新章',
      courseNo: '9900000002',
      hours: 2,
      parentId: root.result.id,
      carType: 9,
      subject: 4,
    });
    expect(chapter.status, chapter.message).toBe(true);
    const section = await save(admin, {
      name: '第1节 新节',
      courseNo: '9900000003',
      hours: 1,
      parentId: chapter.result.id,
    });
    const [stored] = await app.services.database.rows<{ level: number; car_type: number; subject: number }>(
      sql`SELECT level, car_type, subject FROM bbxc_course WHERE id = ${section.result.id}`,
    );
    expect([Number(stored.level), Number(stored.car_type), Number(stored.subject)]).toEqual([3, 1, 1]);
    expect(
      (await save(admin, { name: '太深', courseNo: '9900000004', hours: 1, parentId: section.result.id })).message,
    ).toBe('最多只能添加3级（课程、章、节）');
    expect((await save(admin, { name: '编号错', courseNo: '12345', hours: 1, carType: 1, subject: 1 })).message).toBe(
      '课程编号：请输入10位数字的课程编号',
    );
    expect(
      (await save(admin, { name: '编号重复', courseNo: '9900000001', hours: 1, carType: 1, subject: 1 })).message,
    ).toBe('课程编号已存在');
    expect((await save(admin, { name: '没有类别', courseNo: '9900000009', hours: 1 })).message).toBe(
      '培训车型：请选择培训车型',
    );
    const added = (await treeOf(admin)).find((r) => r.name === '新增课程')!;
    expect(added.children![0].children![0].name).toBe('第1节 新节');
  });

  it('moves a node among its siblings only, with the out-of-range message at the ends', async ({ admin }) => {
    const [first, second] = (await treeOf(admin))[0].children!;
    expect((await admin.call(def, 'move', { id: first.id, direction: 'up' })).body.message).toBe(
      '已经是第一条，无法上移',
    );
    expect((await admin.call(def, 'move', { id: first.id, direction: 'down' })).body.status).toBe(true);
    expect((await treeOf(admin))[0].children!.map((c) => c.id)).toEqual([second.id, first.id]);
    expect((await admin.call(def, 'move', { id: first.id, direction: 'down' })).body.message).toBe(
      '已经是最后一条，无法下移',
    );
    // The last course of 小车科目一 does not trade places with another page's course.
    const roots = await treeOf(admin);
    expect((await admin.call(def, 'move', { id: roots[roots.length - 1].id, direction: 'down' })).body.message).toBe(
      '已经是最后一条，无法下移',
    );
  });

  it('refuses deleting a node with children, saying why, and deletes it once they are gone', async ({ admin }) => {
    const chapter = (await treeOf(admin))[1].children![0];
    expect((await admin.call(def, 'delete', { ids: [chapter.id] })).body.message).toBe(
      `「${chapter.name}」下还有节，请先删除下级`,
    );
    // A section's exercises and videos keep it: they go first (their own deletes), then the sections.
    const section = chapter.children![0];
    expect((await admin.call(def, 'delete', { ids: [section.id] })).body.message).toBe(
      `「${section.name}」下还有习题，请先删除习题`,
    );
    for (const child of chapter.children!) {
      const ids = (
        (await admin.call(exercise, 'list', { chapterId: child.id, pageSize: 500 })).body.result.list as {
          id: string;
        }[]
      ).map((e) => e.id);
      if (ids.length) expect((await admin.call(exercise, 'delete', { ids })).body.status).toBe(true);
    }
    expect((await admin.call(def, 'delete', { ids: [section.id] })).body.message).toBe(
      `「${section.name}」下还有视频，请先删除视频`,
    );
    for (const child of chapter.children!) {
      const ids = (
        (await admin.call(courseVideo, 'list', { chapterId: child.id })).body.result.list as { id: string }[]
      ).map((v) => v.id);
      if (ids.length) expect((await admin.call(courseVideo, 'delete', { ids })).body.status).toBe(true);
    }
    expect((await admin.call(def, 'delete', { ids: chapter.children!.map((c) => c.id) })).body.status).toBe(true);
    expect((await admin.call(def, 'delete', { ids: [chapter.id] })).body.status).toBe(true);
    expect((await treeOf(admin))[1].children).toHaveLength(1);
  });

  it('switches a node off and on', async ({ admin }) => {
    const root = (await treeOf(admin))[0];
    expect((await admin.post(def.transitions![1].path, { ids: [root.id], disable: 1 })).body.status).toBe(true);
    expect(Number((await treeOf(admin))[0].disable)).toBe(1);
  });
});
