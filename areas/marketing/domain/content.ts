import type { ResourceDef } from '@coach/domain/resources/types.ts';
import {
  createTimeField,
  disableField,
  enableDisable,
  RELEASE_OPTIONS,
  releaseWithdraw,
} from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';

const operate = '/api/bbxc/operate/inner';
const releaseTimeField = {
  key: 'releaseTime',
  label: '发布时间',
  kind: 'datetime',
  readOnly: true,
  width: 170,
} as const;
const releaseStatus = {
  key: 'status',
  label: '状态',
  kind: 'enum',
  options: RELEASE_OPTIONS,
  dict: 'release_status',
  readOnly: true,
  search: 'eq',
  defaultValue: 0,
  width: 90,
} as const;

/** Registration guide (报名指南) articles shown to students before they enrol. */
export const regGuide: ResourceDef = {
  name: 'regGuide',
  title: '报名指南',
  route: '/marketings/regGuide',
  formRoute: '/marketings/regGuideModify',
  table: 'bbxc_reg_guide',
  scope: 'tenant',
  softDelete: true,
  api: {
    list: `${operate}/operateGuideContent/v1/selectByPage`,
    save: `${operate}/operateGuideContent/v1/saveGuideContent`,
    detail: `${operate}/operateGuideContent/v1/getDetailById`,
    delete: `${operate}/operateGuideContent/v1/updateSetDel`,
  },
  fields: [
    {
      key: 'title',
      label: '标题',
      kind: 'text',
      required: true,
      maxLength: 50,
      search: 'like',
      sensitive: true,
      rules: [rules.notAllSpaces],
    },
    {
      key: 'guideType',
      label: '指南类型',
      kind: 'enum',
      required: true,
      search: 'eq',
      defaultValue: 1,
      options: [
        { value: 1, label: '报名须知' },
        { value: 2, label: '学车流程' },
        { value: 3, label: '费用说明' },
        { value: 4, label: '考试指南' },
      ],
    },
    { key: 'content', label: '内容', kind: 'rich', required: true, maxLength: 65535, sensitive: true },
    disableField,
    createTimeField,
  ],
  transitions: enableDisable(`${operate}/operateGuideContent/v1`),
  orderBy: { key: 'createTime', direction: 'desc' },
};

/**
 * Marketing material (素材) staff and channels share: text and images. `saveOrRelease` saves,
 * and with `release: 1` in the body also releases (发布) in the same write.
 */
export const material: ResourceDef = {
  name: 'material',
  title: '素材',
  route: '/marketings/materials/materialList',
  table: 'bbxc_material',
  scope: 'tenant',
  softDelete: true,
  api: {
    list: `${operate}/material/v1/list`,
    save: `${operate}/material/v1/saveOrRelease`,
    detail: `${operate}/material/v1/detail`,
    detailMethod: 'GET',
    delete: `${operate}/material/v1/delete`,
  },
  fields: [
    {
      key: 'title',
      label: '素材标题',
      kind: 'text',
      required: true,
      maxLength: 50,
      search: 'like',
      sensitive: true,
      rules: [rules.notAllSpaces],
    },
    {
      key: 'materialType',
      label: '素材类型',
      kind: 'enum',
      required: true,
      search: 'eq',
      defaultValue: 1,
      options: [
        { value: 1, label: '朋友圈' },
        { value: 2, label: '招生文案' },
        { value: 3, label: '活动图片' },
      ],
    },
    { key: 'content', label: '文案', kind: 'textarea', maxLength: 2000, sensitive: true },
    { key: 'images', label: '图片', kind: 'images' },
    releaseStatus,
    releaseTimeField,
    createTimeField,
  ],
  transitions: releaseWithdraw(`${operate}/material/v1`),
  orderBy: { key: 'createTime', direction: 'desc' },
};

/** Enrolment poster (招生海报) a member shares with a personal QR code printed on it. */
export const enrollPoster: ResourceDef = {
  name: 'enrollPoster',
  title: '招生海报',
  route: '/marketings/materials/posterListSecond',
  formRoute: '/marketings/materials/posterModify',
  detailRoute: '/marketings/materials/posterDetail',
  table: 'bbxc_enroll_poster',
  scope: 'tenant',
  softDelete: true,
  api: {
    list: `${operate}/enrollPoster/list`,
    save: `${operate}/enrollPoster/addOrEdit`,
    detail: `${operate}/enrollPoster/detail`,
    detailMethod: 'GET',
    delete: `${operate}/enrollPoster/delete`,
  },
  fields: [
    {
      key: 'posterName',
      label: '海报名称',
      kind: 'text',
      required: true,
      maxLength: 50,
      search: 'like',
      sensitive: true,
      rules: [rules.notAllSpaces],
    },
    { key: 'posterImage', label: '海报图片', kind: 'image', required: true, maxLength: 200 },
    { key: 'slogan', label: '宣传语', kind: 'text', maxLength: 100, sensitive: true },
    releaseStatus,
    { key: 'usedCount', label: '使用次数', kind: 'int', readOnly: true, defaultValue: 0 },
    releaseTimeField,
    createTimeField,
  ],
  transitions: releaseWithdraw(`${operate}/enrollPoster/v1`),
  orderBy: { key: 'createTime', direction: 'desc' },
};
