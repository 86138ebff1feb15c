import type { Option } from '../types';

/** Calls of 潜在客户 (spec: operatePotentialCustomer; track and visit pages decided). */
export const POTENTIAL_BASE = '/api/bbxc/operate/inner/operatePotentialCustomer';
/** [decided] 转化: a lead enrols at the counter (a student and a paid order in one write). */
export const POTENTIAL_CONVERT = `${POTENTIAL_BASE}/convert`;
/** Customer-analysis calls (`/analysis/inner/xc/customer/v1/*`). */
export const CUSTOMER_ANALYSIS = '/api/analysis/inner/xc/customer/v1';
/** Dashboard calls (`/analysis/inner/xc/daily/v1/*`). */
export const DAILY_ANALYSIS = '/api/analysis/inner/xc/daily/v1';
/** Tracking-event statistics (`/point/inner/statistics/*`), one export call told apart by `type`. */
export const POINT_STATISTICS = '/api/point/inner/statistics';
/** BI queries and target entry (`/analysis/inner/bi/*`). */
export const BI_BASE = '/api/analysis/inner/bi';
/**
 * The BI reports' one export (decided: the spec names none for them), each report told apart
 * by `type` as 数据统计's `statistics/export` does: the xlsx of what the page shows.
 */
export const BI_EXPORT = `${BI_BASE}/export`;
/** [decided] Staff (channel members) to assign leads to: `{id, name}` like the organisation lookups. */
export const STAFF_SELECTOR = '/api/bbxc/tenant/inner/channelMember/v1/listForSelector';

/** Where a lead came from (domain.md: leads). */
export const LEAD_SOURCE_OPTIONS: readonly Option[] = [
  { value: 1, label: '线上咨询' },
  { value: 2, label: '电话咨询' },
  { value: 3, label: '到店咨询' },
  { value: 4, label: '员工分享' },
  { value: 5, label: '渠道推荐' },
  { value: 6, label: '活动报名' },
  { value: 9, label: '其他' },
];

/**
 * A lead's stage. It only moves forward through 跟进中 and 已到店 to 已报名 (by 转化); 已流失
 * closes a lead that will not enrol (it may be followed up again, which reopens it).
 */
export const LEAD_STAGE_OPTIONS: readonly Option[] = [
  { value: 1, label: '新线索', tone: 'processing' },
  { value: 2, label: '跟进中', tone: 'warning' },
  { value: 3, label: '已到店', tone: 'warning' },
  { value: 4, label: '已报名', tone: 'success' },
  { value: 9, label: '已流失', tone: 'default' },
];
export const LEAD_STAGE = { new: 1, following: 2, visited: 3, enrolled: 4, lost: 9 } as const;

/** How a follow-up was made; 到店 is a visit (到访记录). */
export const TRACK_WAY_OPTIONS: readonly Option[] = [
  { value: 1, label: '电话' },
  { value: 2, label: '微信' },
  { value: 3, label: '到店' },
  { value: 4, label: '短信' },
];
export const TRACK_WAY_VISIT = 3;

/** What a follow-up concluded: the lead's stage after it (报名 is 转化's, never a follow-up's). */
export const TRACK_RESULT_OPTIONS: readonly Option[] = [
  { value: 2, label: '继续跟进' },
  { value: 3, label: '已到店' },
  { value: 9, label: '已流失' },
];

/** Kinds of tracking events (埋点) the mini-program and H5 pages send. */
export const POINT_KIND = {
  classVisit: 1,
  pageVisit: 2,
  cardShare: 3,
  cardView: 4,
  classShare: 5,
  shareView: 6,
} as const;
export const POINT_KIND_OPTIONS: readonly Option[] = [
  { value: 1, label: '班型访问' },
  { value: 2, label: '页面访问' },
  { value: 3, label: '名片分享' },
  { value: 4, label: '名片浏览' },
  { value: 5, label: '班型分享' },
  { value: 6, label: '分享浏览' },
];

/** Pages of the enrolment mini-program counted by 页面访问统计. */
export const POINT_PAGE_OPTIONS: readonly Option[] = [
  { value: 1, label: '首页' },
  { value: 2, label: '班型列表' },
  { value: 3, label: '班型详情' },
  { value: 4, label: '报名下单' },
  { value: 5, label: '支付结果' },
  { value: 6, label: '驾校介绍' },
  { value: 7, label: '教练风采' },
  { value: 8, label: '个人中心' },
];
