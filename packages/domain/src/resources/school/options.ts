import type { Option } from '../types';

/** Lookup calls of the organisation (zjerp / user families): each answers `{id, name}[]`. */
export const SCHOOL_SELECTOR = '/api/zjerp/inner/school/v1/listForSelector';
export const STORE_SELECTOR = '/api/zjerp/inner/store/v1/listForSelector';
export const AREA_SELECTOR = '/api/zjerp/inner/area/v1/listForSelector';
export const TRAINING_CENTER_SELECTOR = '/api/zjerp/inner/trainingCenter/v1/listForSelector';
export const COACH_SELECTOR = '/api/user/inner/coach/v1/listForSelector';
export const CAR_CATEGORY_SELECTOR = '/api/user/inner/carCategory/v1/listForSelector';
export const APPROVAL_AUTH_STATISTICS = '/api/zjerp/inner/approvalAuthStatistics/v1/list';
export const FEEDBACK_REPLY_PATH = '/api/bbxc/operate/inner/feedback/v1/reply';

/** Store business state (domain.md: 1 营业, 0 停业). */
export const STORE_STATUS_OPTIONS: readonly Option[] = [
  { value: 1, label: '营业', tone: 'success' },
  { value: 0, label: '停业', tone: 'default' },
];

/** Practical subjects a coach teaches or a training ground serves (科目一/四 are theory). */
export const TRAIN_SUBJECT_OPTIONS: readonly Option[] = [
  { value: 2, label: '科目二' },
  { value: 3, label: '科目三' },
  { value: 23, label: '科目二、科目三' },
];

export const FEEDBACK_TYPE_OPTIONS: readonly Option[] = [
  { value: 1, label: '功能建议' },
  { value: 2, label: '服务投诉' },
  { value: 3, label: '教练评价' },
  { value: 4, label: '其他' },
];

export const FEEDBACK_SOURCE_OPTIONS: readonly Option[] = [
  { value: 1, label: '学员小程序' },
  { value: 2, label: '教练APP' },
  { value: 3, label: '官网' },
];

/** Feedback reply state: a reply is given once (0 未回复 -> 1 已回复). */
export const REPLY_STATUS_OPTIONS: readonly Option[] = [
  { value: 0, label: '未回复', tone: 'warning' },
  { value: 1, label: '已回复', tone: 'success' },
];
