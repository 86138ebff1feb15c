import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { resourcesByName, type SettingsDef } from '@coach/domain';
import {
  baiduBridgeSettings,
  BANNER_PAGE_TYPES,
  signProcessSettings,
  WEBSITE_PAGE_TYPE,
  WEBSITE_THEMES,
  websitePageSettings,
  websiteSchoolSettings,
  websiteThemeSettings,
} from '../domain';
import type { Services } from '@coach/server/platform/services.ts';
import { BizError, ok } from '@coach/server/platform/envelope.ts';
import { parseBody } from '@coach/server/platform/validate.ts';
import { appCall, engineContext, readSettings, rowsOf, writeSettings } from '@coach/server/engine/index.ts';

const operate = '/api/bbxc/operate/inner';
const common = '/api/bbxc/tenant/inner/common/v1';
const banner = resourcesByName.banner;
const anyBody = z.record(z.string(), z.unknown(), { error: '请填写配置内容' });

/** Banners with page lists and website ordering; agreements, about-us, problems; site settings. */
export function siteFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;

  const bannersOf = async (tenantId: string, pageType: number, enabledOnly: boolean) => {
    const rows = await rowsOf<{
      id: string;
      banner_name: string;
      image: string;
      link_url: string | null;
      disable: number;
      sort: number;
    }>(
      db,
      sql`
      SELECT id, banner_name, image, link_url, disable, sort FROM bbxc_banner WHERE tenant_id = ${tenantId} AND deleted = 0
        AND page_type = ${pageType} ${enabledOnly ? sql`AND disable = 0` : sql``} ORDER BY sort, id LIMIT 100`,
    );
    return rows.map((r) => ({
      id: String(r.id),
      bannerName: r.banner_name,
      image: r.image,
      linkUrl: r.link_url,
      disable: Number(r.disable),
      sort: Number(r.sort),
    }));
  };

  app.post(`${operate}/banner/getPageType`, async () => ok(BANNER_PAGE_TYPES));

  app.post(`${operate}/banner/getInfoByPageType`, async (request) => {
    const { pageType } = parseBody(
      z.object({ pageType: z.coerce.number({ error: '请选择投放页面' }).int() }),
      request.body,
    );
    if (!BANNER_PAGE_TYPES.some((p) => p.value === pageType)) throw new BizError('投放页面：选项不存在');
    return ok(await bannersOf(engineContext(request).tenantId, pageType, true));
  });

  app.post(`${operate}/banner/getWebsiteBannerList`, async (request) =>
    ok(await bannersOf(engineContext(request).tenantId, WEBSITE_PAGE_TYPE, false)),
  );

  appCall(app, db, {
    path: `${operate}/banner/sortWebsiteBanner`,
    def: banner,
    action: 'sortWebsiteBanner',
    body: z.object(
      {
        ids: z
          .array(z.union([z.string(), z.number()]).transform(String))
          .min(1, '请勾选选项')
          .max(100),
      },
      { error: '请勾选选项' },
    ),
    run: async (tx, ctx, { ids }) => {
      const current = await rowsOf<{ id: string }>(
        tx,
        sql`SELECT id FROM bbxc_banner WHERE tenant_id = ${ctx.tenantId} AND deleted = 0
        AND page_type = ${WEBSITE_PAGE_TYPE} FOR UPDATE`,
      );
      // The new order names every website banner once: a stale page cannot drop or invent one.
      const known = new Set(current.map((r) => String(r.id)));
      if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id)))
        throw new BizError('广告已变更，请刷新后重试', '409');
      for (const [i, id] of ids.entries())
        await tx.execute(sql`UPDATE bbxc_banner SET sort = ${i + 1} WHERE id = ${id} AND tenant_id = ${ctx.tenantId}`);
      return null;
    },
    logged: ({ ids }) => ({ ids }),
    message: '排序成功',
  });

  const settingsPair = (getPath: string, savePath: string, def: SettingsDef) => {
    app.post(getPath, async (request) => ok(await readSettings(db, engineContext(request), def)));
    app.post(savePath, async (request) => {
      await writeSettings(db, engineContext(request), def, parseBody(anyBody, request.body));
      return ok(null, '保存成功');
    });
  };
  settingsPair(`${common}/getBaiduBridge`, `${common}/saveBaiduBridge`, baiduBridgeSettings);
  settingsPair(`${common}/getSignProcess`, `${common}/saveSignProcess`, signProcessSettings);
  settingsPair(`${operate}/website/v1/getPageConfig`, `${operate}/website/v1/savePageConfig`, websitePageSettings);
  settingsPair(`${operate}/website/v1/getSchoolData`, `${operate}/website/v1/saveSchoolData`, websiteSchoolSettings);

  app.post(`${operate}/website/v1/themeList`, async (request) => {
    const chosen =
      (await readSettings(db, engineContext(request), websiteThemeSettings)).themeCode ?? WEBSITE_THEMES[0].themeCode;
    return ok(WEBSITE_THEMES.map((t) => ({ ...t, selected: t.themeCode === chosen })));
  });

  app.post(`${operate}/website/v1/saveTheme`, async (request) => {
    const { themeCode } = parseBody(z.object({ themeCode: z.string({ error: '请选择主题' }) }), request.body);
    if (!WEBSITE_THEMES.some((t) => t.themeCode === themeCode)) throw new BizError('主题不存在');
    await writeSettings(db, engineContext(request), websiteThemeSettings, { themeCode });
    return ok(null, '保存成功');
  });
}
