import { describe, expect, test as it } from '@coach/server/test/fixtures.ts';
import { secondTenantAdmin } from '@coach/server/test/tenants.ts';

const banner = '/api/bbxc/operate/inner/banner';
const common = '/api/bbxc/tenant/inner/common/v1';
const website = '/api/bbxc/operate/inner/website/v1';

describe('banners, agreements, about us, common problems and site settings', () => {
  it('banners: page lists, enable/disable and website ordering', async ({ app, admin }) => {
    expect(
      (await admin.post(`${banner}/save`, { bannerName: '坏链接', pageType: 1, image: 'k', linkUrl: 'abc' })).body
        .message,
    ).toBe('跳转链接：请输入正确网址');
    const a = (await admin.post(`${banner}/save`, { bannerName: '首页大图', pageType: 1, image: 'k1' })).body.result.id;
    const w1 = (await admin.post(`${banner}/save`, { bannerName: '官网一', pageType: 9, image: 'k2' })).body.result.id;
    const w2 = (await admin.post(`${banner}/save`, { bannerName: '官网二', pageType: 9, image: 'k3' })).body.result.id;
    expect((await admin.post(`${banner}/getPageType`, {})).body.result.map((o: { value: number }) => o.value)).toEqual([
      1, 2, 3, 9,
    ]);
    expect((await admin.post(`${banner}/updateStatus`, { ids: [a], disable: 1 })).body.message).toBe('停用成功');
    expect((await admin.post(`${banner}/getInfoByPageType`, { pageType: 1 })).body.result).toEqual([]);
    expect((await admin.post(`${banner}/updateStatus`, { ids: [a], disable: 0 })).body.status).toBe(true);
    expect(
      (await admin.post(`${banner}/getInfoByPageType`, { pageType: 1 })).body.result.map((b: { id: string }) => b.id),
    ).toEqual([a]);
    expect((await admin.post(`${banner}/sortWebsiteBanner`, { ids: [w2] })).body.message).toBe(
      '广告已变更，请刷新后重试',
    );
    expect((await admin.post(`${banner}/sortWebsiteBanner`, { ids: [w2, w1] })).body.message).toBe('排序成功');
    expect(
      (await admin.post(`${banner}/getWebsiteBannerList`, {})).body.result.map((b: { id: string }) => b.id),
    ).toEqual([w2, w1]);
    const other = await secondTenantAdmin(app);
    expect((await app.post(`${banner}/getWebsiteBannerList`, {}, { token: other.token })).body.result).toEqual([]);
    expect(
      (await app.post(`${banner}/sortWebsiteBanner`, { ids: [w2, w1] }, { token: other.token })).body.message,
    ).toBe('广告已变更，请刷新后重试');
  });

  it('agreements are one per type; about-us and common problems keep their order', async ({ admin }) => {
    const { id } = (
      await admin.post(`${common}/saveAgreement`, { agreementType: 1, title: '用户服务协议', content: '<p>条款</p>' })
    ).body.result;
    expect(
      (await admin.post(`${common}/saveAgreement`, { agreementType: 1, title: '重复', content: '<p>x</p>' })).body
        .message,
    ).toBe('协议类型已存在');
    expect((await admin.post(`${common}/agreementDetail`, { id })).body.result.title).toBe('用户服务协议');
    await admin.post(`${common}/saveAboutUs`, { title: '驾校简介', content: '<p>成立于2008年</p>' });
    expect((await admin.post(`${common}/aboutUsList`, {})).body.result.total).toBe(1);
    const q1 = (await admin.post(`${common}/saveCommonProblem`, { question: '报名需要什么材料？', answer: '身份证' }))
      .body.result.id;
    const q2 = (await admin.post(`${common}/saveCommonProblem`, { question: '多久能拿证？', answer: '一般3个月' })).body
      .result.id;
    expect((await admin.post(`${common}/moveCommonProblem`, { id: q1, direction: 'up' })).body.message).toBe(
      '已经是第一条，无法上移',
    );
    expect((await admin.post(`${common}/moveCommonProblem`, { id: q2, direction: 'up' })).body.status).toBe(true);
    expect(
      (await admin.post(`${common}/commonProblemList`, {})).body.result.list.map((r: { id: string }) => r.id),
    ).toEqual([q2, q1]);
  });

  it('settings forms: Baidu bridge, sign process, home page, website theme/page/school data', async ({ admin }) => {
    expect((await admin.post(`${common}/saveBaiduBridge`, { enabled: 1, siteId: 'short' })).body.message).toBe(
      '站点ID：字符长度在32至32之间!',
    );
    expect((await admin.post(`${common}/saveBaiduBridge`, { enabled: 1, siteId: 'a'.repeat(32) })).body.status).toBe(
      true,
    );
    expect((await admin.post(`${common}/getBaiduBridge`, {})).body.result).toMatchObject({
      enabled: 1,
      siteId: 'a'.repeat(32),
      configured: true,
    });
    await admin.post('/api/system/inner/sensitiveWord/v1/save', { word: '包过', category: 3 });
    expect((await admin.post(`${common}/saveSignProcess`, { content: '<p>一次包过</p>' })).body.message).toBe(
      '流程说明包含敏感词「包过」，请修改后再提交',
    );
    expect(
      (await admin.post(`${common}/saveSignProcess`, { content: '<p>选班型-缴费-体检-受理</p>' })).body.status,
    ).toBe(true);
    const home = await admin.post('/api/bbxc/tenant/inner/tenantConfig/setConfig', {
      key: 'index_setting',
      value: { schoolName: '示例驾校', hotline: '0755-12345678' },
    });
    expect(home.body.status).toBe(true);
    expect(
      (await admin.post('/api/bbxc/tenant/inner/tenantConfig/getConfig', { key: 'index_setting' })).body.result,
    ).toMatchObject({ schoolName: '示例驾校', showClasses: 1 });
    expect((await admin.post(`${website}/saveTheme`, { themeCode: 'nope' })).body.message).toBe('主题不存在');
    expect((await admin.post(`${website}/saveTheme`, { themeCode: 'business' })).body.status).toBe(true);
    expect(
      (await admin.post(`${website}/themeList`, {})).body.result.find((th: { selected: boolean }) => th.selected)
        .themeCode,
    ).toBe('business');
    expect(
      (await admin.post(`${website}/savePageConfig`, { siteTitle: '示例驾校官网', icp: '粤ICP备00000000号' })).body
        .status,
    ).toBe(true);
    expect((await admin.post(`${website}/saveSchoolData`, { schoolName: '示例驾校', phone: '123' })).body.message).toBe(
      '联系电话：请输入11位手机号码或座机号码',
    );
    const school = { schoolName: '示例驾校', phone: '0755-12345678' };
    expect((await admin.post(`${website}/saveSchoolData`, { ...school, qq: '012345' })).body.message).toBe(
      '客服QQ：您输入的QQ号不正确!',
    );
    expect((await admin.post(`${website}/saveSchoolData`, { ...school, email: 'zhaosheng@' })).body.message).toBe(
      '联系邮箱：请输入正确的邮箱地址',
    );
    expect(
      (await admin.post(`${website}/saveSchoolData`, { ...school, qq: '800012345', email: 'zhaosheng@example.com' }))
        .body.status,
    ).toBe(true);
    expect((await admin.post(`${website}/getPageConfig`, {})).body.result.siteTitle).toBe('示例驾校官网');
  });
});
