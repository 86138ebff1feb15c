import type { SettingsDef } from '@coach/domain/settings/types.ts';
import { rules } from '@coach/domain/rules/index.ts';

/** Calls of the timing parameters (学时费用设置's second tab). */
export const TIMING_CONFIG_CALLS = {
  get: '/api/course/inner/timingConfig/get',
  save: '/api/course/inner/timingConfig/save',
} as const;

/**
 * 计时参数: how the timing terminals and the app count study time for the regulator — the
 * shortest sitting that counts, the most hours a day may count, how often the face is checked
 * during a sitting, and how long a break may be before the sitting ends.
 */
export const timingSettings: SettingsDef = {
  key: 'timing_config',
  title: '计时参数',
  route: '/timing/costSetting',
  calls: TIMING_CONFIG_CALLS,
  description: '计时终端和学员App按以下参数计算有效学时，修改后次日起生效。',
  fields: [
    {
      key: 'minSittingMinutes',
      label: '单次最短有效时长(分钟)',
      kind: 'int',
      required: true,
      defaultValue: 20,
      rules: [rules.intRange(5, 60)],
    },
    {
      key: 'maxDailyHours',
      label: '每日最多有效学时(小时)',
      kind: 'int',
      required: true,
      defaultValue: 4,
      rules: [rules.intRange(1, 8)],
    },
    {
      key: 'faceCheckMinutes',
      label: '人脸核验间隔(分钟)',
      kind: 'int',
      required: true,
      defaultValue: 15,
      rules: [rules.intRange(5, 60)],
    },
    {
      key: 'maxBreakMinutes',
      label: '最长中断时长(分钟)',
      kind: 'int',
      required: true,
      defaultValue: 10,
      rules: [rules.intRange(1, 30)],
    },
  ],
};
