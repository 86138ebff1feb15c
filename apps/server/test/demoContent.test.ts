import { describe, expect } from './fixtures';
import { RESOURCES, callPath, type ResourceDef } from '@coach/domain';
import type { TestApp } from './testApp';
import { withDemo, type DemoApp } from './demoApp';

// Issue 15: several lists of the built areas opened empty on the demo data, and image columns
// showed seed names (`demo/examroom/advert-1.png`) that getDownloadUrl answered 文件不存在.
// Started as `npm start` starts: every demo seed, then the pictures through the file service.

/** Lists that are empty on a fresh installation by their nature, with the reason. */
const EMPTY_BY_NATURE: Record<string, string> = {};

const it = withDemo();

describe('demo content', () => {
  let t: TestApp;
  let admin: string;
  let channelId: string;
  let demo: DemoApp;
  it.beforeAll(async ({ demo: started }) => {
    demo = started;
    ({ t, admin, channelId } = demo);
  }, 120_000);

  const list = (def: ResourceDef, body: Record<string, unknown> = {}) =>
    t.post(
      callPath(def, def.api.list!),
      { pageNum: 1, pageSize: 100, ...body },
      { token: admin, headers: demo.headersFor(def) },
    );

  it('opens every list with rows', async () => {
    const empty: string[] = [];
    for (const def of RESOURCES) {
      if (!def.api.list || def.name in EMPTY_BY_NATURE) continue;
      const answer = await list(def);
      if (!answer.body.status || !(answer.body.result?.total > 0))
        empty.push(`${def.name} ${def.title} ${answer.body.message}`);
    }
    expect(empty).toEqual([]);
    // 渠道优惠券 (a page of its own, reached from a channel row).
    const coupons = await t.post(
      '/api/bbxc/tenant/inner/channelrelation/v1/list',
      { channelId, pageNum: 1, pageSize: 10 },
      { token: admin },
    );
    expect(coupons.body.result.total).toBeGreaterThan(0);
  });

  it('gives every image of every row a stored picture', async () => {
    const missing: string[] = [];
    let seen = 0;
    for (const def of RESOURCES) {
      const images = def.fields.filter((f) => (f.kind === 'image' || f.kind === 'images') && !f.readOnly);
      if (!images.length || !def.api.list) continue;
      const rows = (await list(def)).body.result?.list ?? [];
      for (const row of rows) {
        const detail = def.api.detail
          ? (await t.post(def.api.detail, { id: row.id }, { token: admin, headers: demo.headersFor(def) })).body.result
          : row;
        for (const field of images) {
          const value = detail?.[field.key] ?? row[field.key];
          for (const key of Array.isArray(value) ? value : [value]) {
            seen++;
            const url = await t.post('/api/common/inner/file/v1/getDownloadUrl', { key }, { token: admin });
            if (!url.body.status)
              missing.push(`${def.name}.${field.key} #${row.id}: ${String(key)} ${url.body.message}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
    expect(seen).toBeGreaterThan(20);
  });
});
