import type { SettingsDef } from '@coach/domain/settings/types.ts';
import { rules } from '@coach/domain/rules/index.ts';

/** Home page of the student app (/marketings/indexSetting, tenantConfig key `index_setting`). */
export const indexSettings: SettingsDef = {
  key: 'index_setting',
  title: '首页设置',
  route: '/marketings/indexSetting',
  description: '学员端小程序首页展示的驾校名称、联系方式与功能入口。',
  fields: [
    {
      key: 'schoolName',
      label: '首页标题',
      kind: 'text',
      required: true,
      maxLength: 30,
      rules: [rules.notAllSpaces],
      sensitive: true,
    },
    { key: 'hotline', label: '咨询电话', kind: 'text', required: true, maxLength: 13, rules: [rules.phoneOrLandline] },
    { key: 'notice', label: '滚动公告', kind: 'text', maxLength: 100, sensitive: true },
    {
      key: 'showClasses',
      label: '展示招生班型',
      kind: 'enum',
      options: [
        { value: 1, label: '展示' },
        { value: 0, label: '不展示' },
      ],
      defaultValue: 1,
    },
    {
      key: 'showActivities',
      label: '展示营销活动',
      kind: 'enum',
      options: [
        { value: 1, label: '展示' },
        { value: 0, label: '不展示' },
      ],
      defaultValue: 1,
    },
    {
      key: 'showInfo',
      label: '展示资讯',
      kind: 'enum',
      options: [
        { value: 1, label: '展示' },
        { value: 0, label: '不展示' },
      ],
      defaultValue: 1,
    },
  ],
};

/** Baidu Shangqiao (百度商桥) chat on the public website: the script id of the account. */
export const baiduBridgeSettings: SettingsDef = {
  key: 'baidu_bridge',
  title: '百度商桥',
  route: '/marketings/baiduSq',
  description: '在官网嵌入百度商桥在线咨询。站点ID见百度商桥后台「网站管理 > 代码获取」中 hm.js? 后的32位字符。',
  fields: [
    {
      key: 'enabled',
      label: '启用',
      kind: 'enum',
      options: [
        { value: 1, label: '启用' },
        { value: 0, label: '停用' },
      ],
      defaultValue: 0,
    },
    {
      key: 'siteId',
      label: '站点ID',
      kind: 'text',
      maxLength: 32,
      rules: [rules.lettersOrDigits, rules.lengthRange(32, 32)],
    },
  ],
};

/** Enrolment process (报名流程) steps shown on the enrolment page. */
export const signProcessSettings: SettingsDef = {
  key: 'sign_process',
  title: '报名流程',
  route: '/marketings/signProcess',
  fields: [
    { key: 'image', label: '流程图', kind: 'image', maxLength: 200 },
    { key: 'content', label: '流程说明', kind: 'rich', required: true, maxLength: 65535, sensitive: true },
  ],
};

/** Public website: the chosen theme, page texts and the school's facts (webSetting tabs). */
export const websiteThemeSettings: SettingsDef = {
  key: 'website_theme',
  title: '官网主题',
  route: '/marketings/webSetting',
  fields: [{ key: 'themeCode', label: '主题', kind: 'text', required: true, maxLength: 20 }],
};

export const websitePageSettings: SettingsDef = {
  key: 'website_page',
  title: '官网页面配置',
  route: '/marketings/webSetting',
  fields: [
    {
      key: 'siteTitle',
      label: '网站标题',
      kind: 'text',
      required: true,
      maxLength: 50,
      rules: [rules.notAllSpaces],
      sensitive: true,
    },
    { key: 'keywords', label: '关键词', kind: 'text', maxLength: 100, sensitive: true },
    { key: 'description', label: '网站描述', kind: 'textarea', maxLength: 300, sensitive: true },
    { key: 'logo', label: '网站Logo', kind: 'image', maxLength: 200 },
    { key: 'icp', label: 'ICP备案号', kind: 'text', maxLength: 50 },
    { key: 'footer', label: '页脚信息', kind: 'textarea', maxLength: 500 },
  ],
};

export const websiteSchoolSettings: SettingsDef = {
  key: 'website_school',
  title: '官网驾校资料',
  route: '/marketings/webSetting',
  fields: [
    { key: 'schoolName', label: '驾校名称', kind: 'text', required: true, maxLength: 50, rules: [rules.notAllSpaces] },
    { key: 'phone', label: '联系电话', kind: 'text', required: true, maxLength: 13, rules: [rules.phoneOrLandline] },
    { key: 'address', label: '地址', kind: 'text', maxLength: 200 },
    { key: 'qq', label: '客服QQ', kind: 'text', maxLength: 10, rules: [rules.qq] },
    { key: 'email', label: '联系邮箱', kind: 'text', maxLength: 50, rules: [rules.email] },
    { key: 'foundYear', label: '成立年份', kind: 'int', rules: [rules.intRange(1950, 2100)] },
    { key: 'coachCount', label: '教练人数', kind: 'int', rules: [rules.int0to1000] },
    { key: 'carCount', label: '教练车数量', kind: 'int', rules: [rules.int0to1000] },
    { key: 'introduction', label: '驾校简介', kind: 'rich', maxLength: 65535, sensitive: true },
    { key: 'images', label: '驾校风采', kind: 'images' },
  ],
};

/** Website themes the tenant may choose from (themeList). */
export const WEBSITE_THEMES = [
  { themeCode: 'fresh', themeName: '清新绿', mainColor: '#14CD88' },
  { themeCode: 'business', themeName: '商务蓝', mainColor: '#1677FF' },
  { themeCode: 'vivid', themeName: '活力橙', mainColor: '#FA8C16' },
] as const;

export const MARKETING_SETTINGS: SettingsDef[] = [
  indexSettings,
  baiduBridgeSettings,
  signProcessSettings,
  websiteThemeSettings,
  websitePageSettings,
  websiteSchoolSettings,
];
