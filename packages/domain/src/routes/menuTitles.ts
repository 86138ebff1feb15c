/**
 * Titles of menu groups and of the intermediate menu nodes that have no page of their own
 * (decided: the spec names the segments but not their Chinese titles). Car-category nodes
 * (`/contents/smallCar`, `/timing/studentTimingOpen/motor` ...) take the category's name.
 */
export const GROUP_TITLES: Record<string, string> = {
  '/homes': '首页',
  '/teaching': '教学管理',
  '/timing': '计时管理',
  '/operates': '运营管理',
  '/marketings': '营销管理',
  '/school': '驾校管理',
  '/contents': '内容管理',
  '/statistics': '数据统计',
  '/timedClass': '计时班管理',
  '/orders': '订单管理',
  '/financials': '财务管理',
  '/bi': 'BI报表',
  '/systems': '系统管理',
  '/channelMgs': '渠道后台',
};

/** Every menu group (the permission catalogue walks them all, the hidden one included). */
export const GROUP_ORDER = Object.keys(GROUP_TITLES);

/**
 * Groups the spec marks hidden: /channelMgs is where channel users land (their whole console),
 * never a group of the staff's top menu; staff open it from 渠道管理's row (渠道后台).
 */
export const HIDDEN_GROUPS: readonly string[] = ['/channelMgs'];

/** The 13 groups of the top menu, in the spec's order (§2). */
export const TOP_MENU_GROUPS: readonly string[] = GROUP_ORDER.filter((g) => !HIDDEN_GROUPS.includes(g));

export const NODE_TITLES: Record<string, string> = {
  '/homes/home': '首页',
  '/teaching/mockExam': '模拟考试',
  '/teaching/commentMg': '评价管理',
  '/teaching/commentMg/teachSatisfaction': '教学满意度',
  '/teaching/coachPersonal': '教练个人主页',
  '/timing/statistics': '学时统计',
  '/timing/statistics/region': '区域统计',
  '/timing/qualificationStatistics': '从业资格统计',
  '/timing/qualificationStatistics/region': '区域统计',
  '/timing/continueStatistics': '继续教育统计',
  '/timing/continueStatistics/region': '区域统计',
  '/timing/workTrainStatistics': '岗前培训统计',
  '/timing/workTrainStatistics/region': '区域统计',
  '/timing/safetyTrainStatistics': '安全培训统计',
  '/timing/safetyTrainStatistics/region': '区域统计',
  '/timing/allCarTiming': '全车型计时',
  '/timing/studentTimingOpen': '学员计时开通',
  '/timing/coachTimingOpen': '教练计时开通',
  '/marketings/activities': '营销活动',
  '/marketings/materials': '素材海报',
  '/channelMgs/channelMgBg': '渠道后台',
  '/orders/examroom': '考场订单',
  '/systems/weixin': '微信配置',
  '/systems/role': '角色管理',
  '/bi/businessObjective': '经营目标录入',
  '/operates/carMag/carDetail': '车辆详情',
  '/operates/coachMag/coachDetail': '教练详情',
  '/orders/examroom/orderMag/orderDetail': '考场订单详情',
};
