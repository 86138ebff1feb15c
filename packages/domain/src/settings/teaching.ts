import type { SettingsDef } from './types';
import { rules } from '../rules';

/**
 * 评价说明: what students read before evaluating their coach (how scores are used, that an
 * evaluation is anonymous to the coach), and how long after a lesson they may evaluate.
 */
export const commentIntroduction: SettingsDef = {
  key: 'comment_introduction',
  title: '评价说明',
  route: '/teaching/commentMg/introduction',
  calls: { get: '/api/comment/inner/commentCoach/v1/getIntroduction', save: '/api/comment/inner/commentCoach/v1/saveIntroduction' },
  description: '学员在小程序评价教练前看到的说明。',
  fields: [
    { key: 'title', label: '说明标题', kind: 'text', required: true, maxLength: 30, defaultValue: '教学评价说明', rules: [rules.notAllSpaces] },
    { key: 'content', label: '说明内容', kind: 'rich', required: true, defaultValue: '<p>您的评价对教练匿名展示，仅用于改进教学质量。请根据本次学车体验如实评分。</p>' },
    { key: 'commentDays', label: '课程结束后可评价天数', kind: 'int', required: true, defaultValue: 7, rules: [rules.intRange(1, 30)] },
  ],
};

export const TEACHING_SETTINGS: readonly SettingsDef[] = [commentIntroduction];
