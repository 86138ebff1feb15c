import { RESOURCES, isEditable, type FieldDef } from '@coach/domain';
import { openInApp, screenshot, visible } from './browser';
import { describe, expect, test as it } from './scenario';

// Issue 38.16 through the browser: a stored value must pass its own rule when the edit form
// sends it back. The API test (apps/server/test/savesUnchanged.test.ts) saves every demo row
// of every editable resource as the form would; here, on every editable list page (together
// they hold every kind of editable field, and the selects and pickers that fill some), a
// person opens 编辑 on a demo row, changes nothing, presses 确定 or 保存, and the save is accepted.

/** What a field asks of the form: its kind, or the control that fills it. */
const controlOf = (field: FieldDef) => (field.selector ? 'selector' : field.picker ? 'picker' : field.kind);

/**
 * Lists whose 编辑 is not a row of a list page of their own, with where their edit is tested
 * (each is also saved unchanged, every demo row, by the API test).
 */
const ELSEWHERE: Record<string, string> = {
  role: 'the role form is its own page with the permission tree (system.e2e)',
  examClassPlan: '排班 is a week view, edited from its cells (examroomPlan.e2e)',
  exercise: 'a tab of 课程信息, opened from a course (contentsExams.e2e)',
  courseVideo: 'a tab of 课程信息, opened from a course (contentsExams.e2e)',
  skill: 'a tab of 课程信息, opened from a course (contentsExams.e2e)',
  specialTopic: "a tab of each category's course page (contents.e2e)",
  examRule: "a tab of each category's course page (contentsExams.e2e)",
  simulator: "a tab of each category's course page (contents.e2e)",
  iconInfo: "a tab of each category's course page (contents.e2e)",
};

const editable = RESOURCES.filter(
  (def) =>
    def.api.list &&
    (def.api.update ?? def.api.save) &&
    // Lists reached with fixed parameters (categories, a parent row) are covered by the API test.
    !def.routes?.length &&
    !def.pathParam &&
    def.scope !== 'channel' &&
    !(def.name in ELSEWHERE) &&
    def.fields.some((f) => isEditable(f, false)),
);

/** Every control the editable lists' forms hold. */
const controls = new Set(editable.flatMap((def) => def.fields.filter((f) => isEditable(f, false)).map(controlOf)));

describe('编辑 saved unchanged in Chromium', () => {
  it('covers every kind of editable field, and a list of each area', () => {
    for (const kind of [
      'text',
      'textarea',
      'rich',
      'int',
      'decimal',
      'money',
      'enum',
      'date',
      'datetime',
      'image',
      'images',
      'selector',
      'picker',
    ]) {
      expect(controls, kind).toContain(kind);
    }
    for (const area of ['/systems', '/marketings', '/operates', '/school', '/contents', '/teaching', '/homes', '/bi']) {
      expect(
        editable.some((def) => def.route.startsWith(area + '/')),
        area,
      ).toBe(true);
    }
  });

  it.for(editable.map((def) => [def.title, def] as const))(
    '%s: a demo row saves unchanged',
    async ([, def], { fullAdminPage: { page, errors } }) => {
      await openInApp(page, def.route);
      const row = visible(page, '.ant-table-row')
        .filter({ has: page.getByRole('button', { name: '编辑', exact: true, disabled: false }) })
        .first();
      await row.waitFor({ timeout: 20_000 });
      const savePath = def.api.update ?? def.api.save!;
      await row.getByRole('button', { name: '编辑', exact: true }).click();
      // A drawer over the list (确定), or the resource's form page (保存).
      const form = visible(page, '.ant-drawer, [data-page] .ant-card')
        .filter({ has: page.getByRole('button', { name: /^(确\s?定|保\s?存)$/ }) })
        .last();
      await form.waitFor({ timeout: 20_000 });
      const submit = form.getByRole('button', { name: /^(确\s?定|保\s?存)$/ });
      const answered = page.waitForResponse((r) => new URL(r.url()).pathname === savePath, { timeout: 20_000 });
      await submit.click();
      const answer = await (await answered).json();
      if (!answer.status) await screenshot(page, `saves-unchanged-${def.name}`);
      expect(answer, `${def.title} ${savePath}`).toMatchObject({ status: true });
      await page
        .locator('.ant-message-notice-success')
        .filter({ hasText: answer.message })
        .first()
        .waitFor({ timeout: 10_000 });
      // Back on the list (a form page returns to it; a drawer closes over it) before the next page opens.
      await page.waitForURL((url) => url.pathname.endsWith(def.route));
      await expect.poll(() => page.locator('.ant-drawer-open').count()).toBe(0);
      expect(errors).toEqual([]);
    },
  );
});
