import type { Option, ResourceDef, TransitionDef } from '@coach/domain/resources/types.ts';
import { orgFields } from '@coach/domain/resources/orgFields.ts';
import { createTimeField } from '@coach/domain/resources/common.ts';

const styleBase = '/api/cms/inner/coachPersonalStyle/v1';
const videoBase = '/api/cms/inner/coachVideo/v1';

/** What coaches put on their personal page waits for staff: 待审核 → 已展示, or 已隐藏. */
export const COACH_MEDIA_STATUS_OPTIONS: readonly Option[] = [
  { value: 0, label: '待审核', tone: 'warning' },
  { value: 1, label: '已展示', tone: 'success' },
  { value: 2, label: '已隐藏', tone: 'default' },
];

/** 展示 (approve or show again) and 隐藏 on one `updateStatus` call, told apart by the target. */
function showOrHide(path: string): TransitionDef[] {
  return [
    {
      name: 'show',
      label: '展示',
      path,
      field: 'status',
      from: [0, 2],
      to: 1,
      confirm: '确认在学员端展示吗？',
      already: '所选内容已在展示',
      batch: true,
    },
    {
      name: 'hide',
      label: '隐藏',
      path,
      field: 'status',
      from: [0, 1],
      to: 2,
      confirm: '隐藏后学员端将不再展示，确认隐藏吗？',
      already: '所选内容已隐藏',
      batch: true,
      danger: true,
    },
  ];
}

/** The calls answering a signed address of a record's media (`{ url, kind: 'image' | 'video' }`). */
export const COACH_MEDIA_PLAY = { style: `${styleBase}/play`, video: `${videoBase}/play` } as const;

/**
 * 教练基本信息: the personal page a coach writes in the coach app (photo, motto, specialties,
 * introduction, an optional introduction video), shown to students once staff approve it.
 */
export const coachPersonalStyle: ResourceDef = {
  name: 'coachPersonalStyle',
  title: '教练基本信息',
  route: '/teaching/coachPersonal/baseInfo',
  table: 'bbxc_coach_style',
  scope: 'tenant',
  softDelete: true,
  org: { school: 'school_id', store: 'store_id' },
  api: { list: `${styleBase}/list` },
  orderBy: { key: 'createTime', direction: 'desc' },
  actions: [{ name: 'play', label: '查看' }],
  fields: [
    ...orgFields(),
    { key: 'photo', label: '形象照', kind: 'image', readOnly: true, width: 90 },
    { key: 'motto', label: '个人签名', kind: 'text', maxLength: 50, readOnly: true, width: 200 },
    { key: 'teachYears', label: '教龄(年)', kind: 'int', readOnly: true, width: 90 },
    { key: 'specialty', label: '擅长', kind: 'text', maxLength: 100, readOnly: true, width: 200 },
    { key: 'intro', label: '个人介绍', kind: 'textarea', maxLength: 500, readOnly: true },
    { key: 'introVideo', label: '介绍视频', kind: 'video', maxLength: 200, readOnly: true, list: false },
    {
      key: 'status',
      label: '状态',
      kind: 'enum',
      options: COACH_MEDIA_STATUS_OPTIONS,
      readOnly: true,
      search: 'eq',
      defaultValue: 0,
      width: 90,
    },
    { ...createTimeField, label: '提交时间' },
  ],
  transitions: showOrHide(`${styleBase}/updateStatus`),
};

/** 教练视频: teaching videos coaches upload (a title, a cover, the video), shown once approved. */
export const coachVideo: ResourceDef = {
  name: 'coachVideo',
  title: '教练视频',
  route: '/teaching/coachPersonal/videoInfo',
  table: 'bbxc_coach_video',
  scope: 'tenant',
  softDelete: true,
  org: { school: 'school_id', store: 'store_id' },
  api: { list: `${videoBase}/list` },
  orderBy: { key: 'createTime', direction: 'desc' },
  actions: [{ name: 'play', label: '播放' }],
  fields: [
    { key: 'title', label: '视频标题', kind: 'text', maxLength: 50, readOnly: true, search: 'like', width: 220 },
    ...orgFields(),
    { key: 'cover', label: '封面', kind: 'image', readOnly: true, width: 90 },
    { key: 'video', label: '视频', kind: 'video', maxLength: 200, readOnly: true, list: false },
    { key: 'duration', label: '时长', kind: 'int', duration: 'seconds', readOnly: true, width: 120 },
    {
      key: 'status',
      label: '状态',
      kind: 'enum',
      options: COACH_MEDIA_STATUS_OPTIONS,
      readOnly: true,
      search: 'eq',
      defaultValue: 0,
      width: 90,
    },
    { ...createTimeField, label: '上传时间' },
  ],
  transitions: showOrHide(`${videoBase}/updateStatus`),
};
