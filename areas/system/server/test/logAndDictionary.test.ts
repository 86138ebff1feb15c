import ExcelJS from 'exceljs';
import { RESOURCES } from '@coach/domain';
import { describe, expect, test as it } from '@coach/server/test/fixtures.ts';
import { secondTenantAdmin } from '@coach/server/test/tenants.ts';

const dict = '/api/system/inner/sysDictionary/v1';

describe('dictionary management, operation log, templates', () => {
  it('tenant entries of a type replace the shared defaults in findDictMesToCache', async ({ admin }) => {
    const before = (await admin.get('/api/system/inner/sysDictionary/findDictMesToCache')).body.result;
    expect(before.sex).toEqual([
      { value: '1', label: '男' },
      { value: '2', label: '女' },
    ]);
    for (const [value, label, sort] of [
      ['1', '男学员', 1],
      ['2', '女学员', 2],
    ] as const) {
      expect((await admin.post(`${dict}/save`, { type: 'sex', value, label, sort })).body.status).toBe(true);
    }
    const after = (await admin.get('/api/system/inner/sysDictionary/findDictMesToCache')).body.result;
    expect(after.sex).toEqual([
      { value: '1', label: '男学员' },
      { value: '2', label: '女学员' },
    ]);
    expect(after.accompany_order_status).toHaveLength(5);
    expect((await admin.post(`${dict}/save`, { type: 'sex', value: '1 2', label: '空格' })).body.message).toBe(
      '字典值：不能包含空格',
    );
    const dup = await admin.post(`${dict}/save`, { type: 'sex', value: '1', label: '重复' });
    expect(dup.body.message).toBe('该字典类型下已存在相同的字典值');
    expect((await admin.post(`${dict}/save`, { type: 'Bad-Type', value: '1', label: 'x' })).body.message).toBe(
      '字典类型：只能输入小写字母、数字和下划线，且以字母开头',
    );
    // A disabled entry leaves the cache.
    const list = (await admin.post(`${dict}/list`, { type: 'sex' })).body.result.list;
    await admin.post(`${dict}/disable`, { ids: [list[1].id] });
    const disabled = (await admin.get('/api/system/inner/sysDictionary/findDictMesToCache')).body.result;
    expect(disabled.sex).toEqual([{ value: '1', label: '男学员' }]);
  });

  it("answers, for every field naming a dictionary, that type with a label for each of the field's values", async ({
    app,
    admin,
  }) => {
    // The shared defaults, as a tenant that has renamed none sees them (this one renamed 性别 above).
    const fresh = await secondTenantAdmin(app);
    const answered = (await app.get('/api/system/inner/sysDictionary/findDictMesToCache', { token: fresh.token })).body
      .result as Record<string, { value: string; label: string }[]>;
    const named = RESOURCES.flatMap((def) =>
      def.fields
        .filter((f) => f.dict)
        .map((f) => ({
          where: `${def.name}.${f.key}`,
          dict: f.dict!,
          values: (f.options ?? []).map((o) => String(o.value)),
        })),
    );
    expect(named.map((n) => n.dict)).toContain('accompany_order_status');
    // A dictionary may hold more codes than one field offers (科目 of 科目二/科目三 lessons).
    for (const field of named)
      expect({
        field: field.where,
        missing: field.values.filter((v) => !answered[field.dict]?.some((d) => d.value === v)),
      }).toEqual({ field: field.where, missing: [] });
    // An edit in 字典管理 is what the console then shows for 陪驾订单's 待派单.
    expect(
      (await admin.post(`${dict}/save`, { type: 'accompany_order_status', value: '1', label: '等待派单', sort: 1 }))
        .body.status,
    ).toBe(true);
    const after = (await admin.get('/api/system/inner/sysDictionary/findDictMesToCache')).body.result;
    expect(after.accompany_order_status).toEqual([{ value: '1', label: '等待派单' }]);
  });

  it('lists the operation log with who acted, filtered by resource', async ({ admin }) => {
    const res = await admin.post('/api/system/inner/operationLog/v1/list', { resource: 'dictionary' });
    const rows = res.body.result.list;
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows[0]).toMatchObject({ resource: 'dictionary', userName: '系统管理员（admin）' });
    expect(rows.map((r: { action: string }) => r.action)).toContain('disable');
    const detail = (await admin.post('/api/system/inner/operationLog/v1/detail', { id: rows.at(-1).id })).body.result;
    expect(detail.after).toMatchObject({ type: 'sex', value: '1', label: '男学员' });
  });

  it('builds an import template by code', async ({ app, admin }) => {
    const res = await app.built.app.inject({
      method: 'POST',
      url: '/api/system/inner/sysTemplate/get',
      payload: { code: 'sensitiveWordImport' },
      headers: { 'ctl-token': admin.token },
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('敏感词导入模板'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('table')!.getRow(1).values).toEqual([
      undefined,
      '敏感词*',
      '分类*(政治/色情/广告/违法/其他)',
      '备注',
    ]);
    expect((await admin.post('/api/system/inner/sysTemplate/get', { code: 'nope' })).body.message).toBe('模板不存在');
  });

  it('keeps the log and dictionaries closed to the operator', async ({ operator }) => {
    expect((await operator.post('/api/system/inner/operationLog/v1/list', {})).http).toBe(403);
    expect((await operator.post(`${dict}/save`, { type: 'sex', value: '3', label: '未知' })).http).toBe(403);
  });
});
