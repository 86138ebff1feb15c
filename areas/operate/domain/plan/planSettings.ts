import type { SettingsDef } from '@coach/domain/settings/types.ts';
import { rules } from '@coach/domain/rules/index.ts';
import { noticeAuditSettings } from './notice';

/**
 * 课时设置 of the exam room (classHourSetting/get|save): the length of one class hour, the
 * opening hours the week grid shows, how far ahead students may book and the default number
 * of students per class plan. The schedule form proposes `hourMinutes` as a new plan's length.
 * Times of day are `HH:mm` (Beijing time); the server also checks start < end.
 */
export const classHourSettings: SettingsDef = {
  key: 'examroom_class_hour',
  title: '课时设置',
  route: '/operates/schedulingMag',
  fields: [
    {
      key: 'hourMinutes',
      label: '课时时长(分钟)',
      kind: 'int',
      required: true,
      defaultValue: 60,
      rules: [rules.intRange(15, 240)],
    },
    { key: 'dayStart', label: '每日开始时间', kind: 'text', required: true, maxLength: 5, defaultValue: '08:00' },
    { key: 'dayEnd', label: '每日结束时间', kind: 'text', required: true, maxLength: 5, defaultValue: '18:00' },
    {
      key: 'bookAheadDays',
      label: '可提前预约天数',
      kind: 'int',
      required: true,
      defaultValue: 7,
      rules: [rules.int1to30],
    },
    {
      key: 'defaultCapacity',
      label: '每课时默认人数',
      kind: 'int',
      required: true,
      defaultValue: 4,
      rules: [rules.int1to30],
    },
  ],
};

/**
 * 考场设置 (examPlaceSetting/get|save): the exam room's own facts shown to students in the
 * mini program (name, address, phone, opening hours, introduction, photos).
 */
export const examPlaceSettings: SettingsDef = {
  key: 'examroom_place',
  title: '考场设置',
  route: '/operates/printSetting',
  fields: [
    {
      key: 'placeName',
      label: '考场名称',
      kind: 'text',
      required: true,
      maxLength: 50,
      rules: [rules.notAllSpaces],
      sensitive: true,
    },
    { key: 'address', label: '考场地址', kind: 'text', required: true, maxLength: 200 },
    { key: 'phone', label: '联系电话', kind: 'text', required: true, maxLength: 13, rules: [rules.phoneOrLandline] },
    { key: 'openHours', label: '营业时间', kind: 'text', maxLength: 50 },
    { key: 'introduction', label: '考场介绍', kind: 'textarea', maxLength: 1000, sensitive: true },
    { key: 'images', label: '考场照片', kind: 'images' },
  ],
};

export const EXAMROOM_PLAN_SETTINGS: SettingsDef[] = [classHourSettings, examPlaceSettings, noticeAuditSettings];
