import type { Option, ResourceDef } from '@coach/domain/resources/types.ts';
import type { SettingsDef } from '@coach/domain/settings/types.ts';
import { createTimeField, disableField } from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';
import { statusByPayload } from '@coach/domain/resources/common.ts';

const base = '/api/examroom';

/** Notice state (domain.md: 0 草稿, 1 待审核, 2 已发布, 3 已撤回). */
export const NOTICE_STATUS_OPTIONS: readonly Option[] = [
  { value: 0, label: '草稿', tone: 'default' },
  { value: 1, label: '待审核', tone: 'warning' },
  { value: 2, label: '已发布', tone: 'success' },
  { value: 3, label: '已撤回', tone: 'warning' },
];

/**
 * 公告审核设置: whether the one who wrote a notice may approve it too (issue 50.6). On by
 * default: a second person reads every notice before students see it. The server refuses the
 * author's 审核通过 in the transaction of the state change.
 */
export const noticeAuditSettings: SettingsDef = {
  key: 'examroom_notice_audit',
  title: '公告审核设置',
  route: '/operates/noticeMag',
  description: '开启后，公告的创建人不能审核通过自己创建的公告，需由其他有审核权限的人员审核。',
  fields: [
    {
      key: 'authorMayNotApprove',
      label: '创建人不可审核本人公告',
      kind: 'bool',
      required: true,
      defaultValue: 1,
    },
  ],
};

/** The refusal of an author's own 审核通过 while the setting is on. */
export const MSG_AUTHOR_CANNOT_APPROVE = '不能审核通过本人创建的公告，请由其他人员审核';

/**
 * Notice states in which it may be edited or deleted (never while in review or published):
 * the definition's `editableIn`, so the row's 编辑/删除 and the server's refusal read one list.
 */
export const NOTICE_EDITABLE_STATES = [0, 3] as const;

/**
 * A notice of the exam room shown to coaches and students in the mini program.
 *
 * How the spec's calls map onto the state machine (domain.md), with the spec's labels
 * (发布/撤回 is the release/withdraw family of spec §4):
 * - `release` 发布 = submit for review: 0 草稿 or 3 已撤回 → 1 待审核. A recalled notice may be
 *   corrected and published again, otherwise 已撤回 would be a dead end.
 * - `withdraw` 撤回 = take back a notice still in review: 1 待审核 → 0 草稿.
 * - `auditPass` 审核通过: 1 → 2 已发布; stamps `publishTime`. Only now do students see it.
 * - `recall` 撤回发布: 2 已发布 → 3 已撤回 (students no longer see it).
 * - `delete`: only 0 草稿 or 3 已撤回; `update`: likewise (never in review or published):
 *   `editableIn`, which the row buttons and the engine's update/delete both ask.
 */
export const notice: ResourceDef = {
  name: 'examNotice',
  title: '公告',
  route: '/operates/noticeMag',
  formRoute: '/operates/noticeMag/add',
  table: 'examroom_notice',
  scope: 'tenant',
  softDelete: false,
  editableIn: { field: 'status', values: NOTICE_EDITABLE_STATES, refusal: '审核中或已发布的公告' },
  api: {
    list: `${base}/notice/list`,
    create: `${base}/notice/save`,
    update: `${base}/notice/update`,
    detail: `${base}/notice/detail`,
    delete: `${base}/notice/delete`,
  },
  fields: [
    {
      key: 'title',
      label: '公告标题',
      kind: 'text',
      required: true,
      maxLength: 50,
      search: 'like',
      sensitive: true,
      rules: [rules.notAllSpaces],
    },
    {
      key: 'noticeType',
      label: '公告类型',
      kind: 'enum',
      required: true,
      search: 'eq',
      defaultValue: 1,
      options: [
        { value: 1, label: '考场公告' },
        { value: 2, label: '预约须知' },
        { value: 3, label: '停训通知' },
      ],
    },
    { key: 'content', label: '公告内容', kind: 'rich', required: true, maxLength: 65535, sensitive: true },
    {
      key: 'status',
      label: '状态',
      kind: 'enum',
      options: NOTICE_STATUS_OPTIONS,
      dict: 'notice_status',
      readOnly: true,
      search: 'eq',
      defaultValue: 0,
      width: 90,
    },
    { key: 'publishTime', label: '发布时间', kind: 'datetime', readOnly: true, width: 170 },
    createTimeField,
  ],
  transitions: [
    {
      name: 'release',
      label: '发布',
      path: `${base}/notice/release`,
      field: 'status',
      from: [0, 3],
      to: 1,
      confirm: '发布后需审核通过才会展示给学员，是否继续?',
      batch: true,
    },
    {
      name: 'withdraw',
      label: '撤回',
      path: `${base}/notice/withdraw`,
      field: 'status',
      from: [1],
      to: 0,
      confirm: '确定撤回审核中的公告，退回草稿吗?',
      batch: true,
    },
    {
      name: 'auditPass',
      label: '审核通过',
      path: `${base}/notice/auditPass`,
      field: 'status',
      from: [1],
      to: 2,
      confirm: '审核通过后公告将立即发布，是否继续?',
      batch: true,
    },
    {
      name: 'recall',
      label: '撤回发布',
      path: `${base}/notice/recall`,
      field: 'status',
      from: [2],
      to: 3,
      confirm: '撤回后学员将看不到该公告，是否继续?',
      batch: true,
      danger: true,
    },
  ],
  actions: [{ name: 'auditSetting', label: '审核设置', settings: noticeAuditSettings }],
  orderBy: { key: 'createTime', direction: 'desc' },
};

export const ADVERT_POSITION_OPTIONS: readonly Option[] = [
  { value: 1, label: '首页轮播' },
  { value: 2, label: '预约页横幅' },
  { value: 3, label: '弹窗广告' },
];

/**
 * An advert of the exam-room mini program: an image, where it shows and where a tap leads.
 * `updateStatus` `{ids, disable}` enables or disables (0 启用, 1 停用).
 */
export const advert: ResourceDef = {
  name: 'examAdvert',
  title: '考场广告',
  route: '/operates/advertMag',
  table: 'examroom_advert',
  scope: 'tenant',
  softDelete: true,
  api: {
    list: `${base}/advert/list`,
    create: `${base}/advert/save`,
    update: `${base}/advert/update`,
    detail: `${base}/advert/detail`,
    delete: `${base}/advert/delete`,
  },
  fields: [
    {
      key: 'title',
      label: '广告标题',
      kind: 'text',
      required: true,
      maxLength: 30,
      search: 'like',
      sensitive: true,
      rules: [rules.notAllSpaces],
    },
    {
      key: 'position',
      label: '投放位置',
      kind: 'enum',
      required: true,
      options: ADVERT_POSITION_OPTIONS,
      search: 'eq',
      defaultValue: 1,
    },
    { key: 'image', label: '广告图片', kind: 'image', required: true, maxLength: 200 },
    { key: 'linkUrl', label: '跳转链接', kind: 'text', maxLength: 200, rules: [rules.url] },
    { key: 'sortNo', label: '排序号', kind: 'int', required: true, defaultValue: 1, rules: [rules.int1to999] },
    { key: 'validStart', label: '开始时间', kind: 'datetime', required: true },
    { key: 'validEnd', label: '结束时间', kind: 'datetime', required: true },
    disableField,
    createTimeField,
  ],
  transitions: statusByPayload(`${base}/advert/updateStatus`),
  orderBy: { key: 'createTime', direction: 'desc' },
};
