/**
 * What each campaign's 说明 page explains: how a student meets the campaign in the mini
 * program (the flow drawn as the page's picture) and the rules the console enforces. The
 * rules are the ones the server checks (domain.md and the campaign definitions), worded for
 * the marketing staff who set campaigns up.
 */
export interface Explanation {
  route: string;
  /** The campaign list the page belongs to (its 返回 and the list's 活动说明 button). */
  listRoute: string;
  title: string;
  summary: string;
  /** The student's path, drawn left to right. */
  flow: readonly { title: string; text: string }[];
  rules: readonly string[];
}

export const EXPLANATIONS: readonly Explanation[] = [
  {
    route: '/marketings/activities/couponExplain',
    listRoute: '/marketings/activities/couponList',
    title: '优惠券说明',
    summary: '优惠券用于招生引流：学员领取后，报名时按券面抵扣学费，到店核销。',
    flow: [
      { title: '创建优惠券', text: '满减、折扣或无门槛' },
      { title: '发放', text: '活动页、渠道、大转盘' },
      { title: '学员领取', text: '每人限领张数内' },
      { title: '报名抵扣', text: '下单时选择优惠券' },
      { title: '到店核销', text: '有效期内核销一次' },
    ],
    rules: [
      '满减券须达到使用门槛；折扣券按折扣率计算；无门槛券直接抵扣券面金额。',
      '库存领完后学员不能再领取；每位学员最多领取“每人限领”张。',
      '只能在有效期内核销，且每张券只能核销一次；过期未使用的券显示为已过期。',
      '作废优惠券后，学员已领取但未使用的券同时作废，已核销的不受影响。',
    ],
  },
  {
    route: '/marketings/activities/secsKillExplain',
    listRoute: '/marketings/activities/secsKill',
    title: '秒杀活动说明',
    summary: '秒杀在限定时间内以低于班型原价的价格限量售卖班型。',
    flow: [
      { title: '选择班型', text: '已上架的招生班型' },
      { title: '设置秒杀价与库存', text: '秒杀价低于原价' },
      { title: '活动开始', text: '到开始时间自动开放' },
      { title: '学员抢购', text: '库存售完即止' },
      { title: '报名成功', text: '按秒杀价生成订单' },
    ],
    rules: [
      '秒杀价必须低于班型价格；修改库存时不能少于已售数量。',
      '同时抢购时库存不会被超卖：库存为10时最多售出10份。',
      '每位学员的购买数量不超过“每人限购”。',
      '活动未开始、已结束或已停用时不能购买。',
    ],
  },
  {
    route: '/marketings/activities/groupBuyExplain',
    listRoute: '/marketings/activities/groupBuy',
    title: '拼团活动说明',
    summary: '拼团让学员邀请同伴一起报名，凑满人数即可享受拼团价。',
    flow: [
      { title: '发起拼团', text: '学员以拼团价开团' },
      { title: '分享邀请', text: '好友通过链接参团' },
      { title: '凑满人数', text: '在成团时限内' },
      { title: '拼团成功', text: '全员按拼团价报名' },
    ],
    rules: [
      '成团人数为2至50人，拼团价必须低于班型价格。',
      '在成团时限内未凑满人数即拼团失败。',
      '结束时间必须晚于开始时间；进行中的活动须先停用才能删除。',
    ],
  },
  {
    route: '/marketings/activities/bargainMgExplain',
    listRoute: '/marketings/activities/bargainMg',
    title: '砍价活动说明',
    summary: '砍价（助力）让学员邀请好友帮忙砍价，从班型原价一路砍到底价。',
    flow: [
      { title: '发起砍价', text: '从班型原价开始' },
      { title: '好友助力', text: '每位好友砍一刀' },
      { title: '砍到底价', text: '助力人数达到要求' },
      { title: '按砍后价格报名', text: '在有效时限内下单' },
    ],
    rules: [
      '底价必须低于班型价格；所需助力人数决定每刀金额。',
      '每次发起的助力记录可在“助力明细”中查看详情并导出。',
      '结束时间必须晚于开始时间；进行中的活动须先停用才能删除。',
    ],
  },
  {
    route: '/marketings/activities/turntableExplain',
    listRoute: '/marketings/activities/turntable',
    title: '大转盘说明',
    summary: '大转盘以抽奖的方式发放优惠券，提升学员的活跃度。',
    flow: [
      { title: '设置奖品', text: '2至8个奖品，奖品为优惠券' },
      { title: '学员抽奖', text: '每日限定次数' },
      { title: '按概率开奖', text: '概率之和为100%' },
      { title: '领取奖品', text: '优惠券进入学员卡包' },
    ],
    rules: [
      '每个奖品对应一张有效的优惠券，不选优惠券的奖品为“谢谢参与”。',
      '所有奖品的中奖概率之和必须等于100%，最多4位小数。',
      '每位学员每天的抽奖次数不超过“每人每日抽奖次数”。',
      '停用或活动结束后不能抽奖。',
    ],
  },
];

export const explanationOf = (route: string) => EXPLANATIONS.find((e) => e.route === route);
export const explanationOfList = (listRoute: string) => EXPLANATIONS.find((e) => e.listRoute === listRoute);
