import type { Option, ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField, disableField, statusByPayload } from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';

const operate = '/api/bbxc/operate/inner';
const common = '/api/bbxc/tenant/inner/common/v1';

/** Where a banner shows; 9 is the public website's home carousel (sortWebsiteBanner). */
export const BANNER_PAGE_TYPES: readonly Option[] = [
  { value: 1, label: '小程序首页' },
  { value: 2, label: '报名页' },
  { value: 3, label: '资讯页' },
  { value: 9, label: '官网首页' },
];
export const WEBSITE_PAGE_TYPE = 9;

/** Banner (广告) of a page; shown in `sort` order, enabled/disabled by updateStatus {ids, disable}. */
export const banner: ResourceDef = {
  name: 'banner',
  loggedActions: { sortWebsiteBanner: '排序' },
  title: '广告',
  route: '/marketings/advertiseMgList',
  table: 'bbxc_banner',
  scope: 'tenant',
  softDelete: true,
  sortable: true,
  api: {
    list: `${operate}/banner/list`,
    create: `${operate}/banner/save`,
    update: `${operate}/banner/update`,
    detail: `${operate}/banner/detail`,
    detailMethod: 'GET',
    delete: `${operate}/banner/delete`,
  },
  fields: [
    {
      key: 'bannerName',
      label: '广告名称',
      kind: 'text',
      required: true,
      maxLength: 50,
      search: 'like',
      sensitive: true,
      rules: [rules.notAllSpaces],
    },
    {
      key: 'pageType',
      label: '投放页面',
      kind: 'enum',
      required: true,
      options: BANNER_PAGE_TYPES,
      search: 'eq',
      defaultValue: 1,
    },
    { key: 'image', label: '广告图片', kind: 'image', required: true, maxLength: 200 },
    { key: 'linkUrl', label: '跳转链接', kind: 'text', maxLength: 500, rules: [rules.url] },
    disableField,
    createTimeField,
  ],
  transitions: statusByPayload(`${operate}/banner/updateStatus`),
};

export const AGREEMENT_TYPES: readonly Option[] = [
  { value: 1, label: '用户协议' },
  { value: 2, label: '隐私政策' },
  { value: 3, label: '报名协议' },
  { value: 4, label: '分期付款协议' },
];

/** Agreements students accept; one live agreement per type. */
export const agreement: ResourceDef = {
  name: 'agreement',
  title: '协议',
  route: '/marketings/agreementList',
  table: 'bbxc_agreement',
  scope: 'tenant',
  softDelete: true,
  api: {
    list: `${common}/agreementList`,
    detail: `${common}/agreementDetail`,
    save: `${common}/saveAgreement`,
    delete: `${common}/deleteAgreement`,
  },
  fields: [
    {
      key: 'agreementType',
      label: '协议类型',
      kind: 'enum',
      required: true,
      options: AGREEMENT_TYPES,
      unique: true,
      search: 'eq',
      defaultValue: 1,
    },
    { key: 'title', label: '协议标题', kind: 'text', required: true, maxLength: 50, rules: [rules.notAllSpaces] },
    { key: 'content', label: '协议内容', kind: 'rich', required: true, maxLength: 65535 },
    createTimeField,
  ],
  orderBy: { key: 'createTime', direction: 'asc' },
};

/** About-us entries (关于我们) of the student app, in hand order. */
export const aboutUs: ResourceDef = {
  name: 'aboutUs',
  title: '关于我们',
  route: '/marketings/aboutUs',
  table: 'bbxc_about_us',
  scope: 'tenant',
  softDelete: true,
  sortable: true,
  api: { list: `${common}/aboutUsList`, save: `${common}/saveAboutUs`, delete: `${common}/deleteAboutUs` },
  fields: [
    { key: 'title', label: '标题', kind: 'text', required: true, maxLength: 50, rules: [rules.notAllSpaces] },
    { key: 'image', label: '图片', kind: 'image', maxLength: 200, list: false },
    { key: 'content', label: '内容', kind: 'rich', required: true, maxLength: 65535 },
    createTimeField,
  ],
};

/** Common problems (常见问题), in hand order (moveCommonProblem {id, direction}). */
export const commonProblem: ResourceDef = {
  name: 'commonProblem',
  title: '常见问题',
  route: '/marketings/commonProblem',
  table: 'bbxc_common_problem',
  scope: 'tenant',
  softDelete: true,
  sortable: true,
  api: {
    list: `${common}/commonProblemList`,
    save: `${common}/saveCommonProblem`,
    delete: `${common}/deleteCommonProblem`,
    move: `${common}/moveCommonProblem`,
  },
  fields: [
    {
      key: 'question',
      label: '问题',
      kind: 'text',
      required: true,
      maxLength: 100,
      search: 'like',
      rules: [rules.notAllSpaces],
    },
    { key: 'answer', label: '解答', kind: 'textarea', required: true, maxLength: 2000 },
    createTimeField,
  ],
};
