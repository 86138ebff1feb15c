import type { SettingsDef } from './types';
import { rules } from '../rules';
import { FREE_CANCEL_HOURS } from '../resources/teaching/lessonOptions';

/**
 * 评价说明: what students read before evaluating their coach (how scores are used, that an
 * evaluation is anonymous to the coach), and how long after a lesson they may evaluate.
 */
export const commentIntroduction: SettingsDef = {
  key: 'comment_introduction',
  title: '评价说明',
  route: '/teaching/commentMg/introduction',
  calls: {
    get: '/api/comment/inner/commentCoach/v1/getIntroduction',
    save: '/api/comment/inner/commentCoach/v1/saveIntroduction',
  },
  description: '学员在小程序评价教练前看到的说明。',
  fields: [
    {
      key: 'title',
      label: '说明标题',
      kind: 'text',
      required: true,
      maxLength: 30,
      defaultValue: '教学评价说明',
      rules: [rules.notAllSpaces],
    },
    {
      key: 'content',
      label: '说明内容',
      kind: 'rich',
      required: true,
      defaultValue: '<p>您的评价对教练匿名展示，仅用于改进教学质量。请根据本次学车体验如实评分。</p>',
    },
    {
      key: 'commentDays',
      label: '课程结束后可评价天数',
      kind: 'int',
      required: true,
      defaultValue: 7,
      rules: [rules.intRange(1, 30)],
    },
  ],
};

/**
 * 教学设置: the booking rules of the coaches' timetables — how far ahead a slot may be booked
 * and until when a cancellation returns the hours (代学员预约 and 取消预约 read them).
 */
export const coachTeachSetting: SettingsDef = {
  key: 'coach_teach_setting',
  title: '教学设置',
  route: '/teaching/coachPersonal/teachSetting',
  calls: {
    get: '/api/cms/inner/coachTeachSetting/v1/getSetting',
    save: '/api/cms/inner/coachTeachSetting/v1/saveSetting',
  },
  description: '计时班预约规则，保存后对新的预约和取消生效。',
  fields: [
    {
      key: 'bookAheadDays',
      label: '最多提前预约天数',
      kind: 'int',
      required: true,
      defaultValue: 14,
      rules: [rules.intRange(1, 30)],
    },
    {
      key: 'freeCancelHours',
      label: '开课前多少小时取消可退还课时',
      kind: 'int',
      required: true,
      defaultValue: FREE_CANCEL_HOURS,
      rules: [rules.intRange(1, 72)],
    },
  ],
};

export const TEACHING_SETTINGS: readonly SettingsDef[] = [commentIntroduction, coachTeachSetting];
