/** Shared dictionaries (value/label lists) every tenant starts with. */
export const DICTIONARIES: Record<string, [string, string][]> = {
  accompany_order_status: [
    ['1', '待派单'],
    ['2', '已派单'],
    ['3', '已完成'],
    ['4', '退款审核中'],
    ['5', '已退款'],
  ],
  enable_status: [
    ['0', '启用'],
    ['1', '停用'],
  ],
  sex: [
    ['1', '男'],
    ['2', '女'],
  ],
  release_status: [
    ['0', '草稿'],
    ['1', '已发布'],
    ['2', '已撤回'],
  ],
  notice_status: [
    ['0', '草稿'],
    ['1', '待审核'],
    ['2', '已发布'],
    ['3', '已撤回'],
  ],
  class_status: [
    ['0', '下架'],
    ['1', '上架'],
  ],
  store_status: [
    ['1', '营业'],
    ['0', '停业'],
  ],
  coupon_status: [
    ['1', '有效'],
    ['2', '已作废'],
  ],
  received_coupon_status: [
    ['0', '未使用'],
    ['1', '已核销'],
    ['2', '已过期'],
    ['3', '已作废'],
  ],
  coupon_type: [
    ['1', '满减券'],
    ['2', '折扣券'],
    ['3', '无门槛券'],
  ],
  channel_bill_status: [
    ['0', '待确认'],
    ['1', '已确认'],
    ['2', '已打款'],
  ],
  refund_status: [
    ['0', '待审核'],
    ['1', '已通过'],
    ['2', '已拒绝'],
    ['3', '已退款'],
  ],
  cash_status: [
    ['0', '待审核'],
    ['1', '审核通过'],
    ['2', '审核拒绝'],
    ['3', '已打款'],
  ],
  remote_timing_order_status: [
    ['1', '正常'],
    ['2', '已作废'],
    ['3', '已退款'],
  ],
  message_status: [
    ['0', '未读'],
    ['1', '已读'],
  ],
  enterprise_type: [
    ['1', '平台'],
    ['2', '驾校'],
    ['3', '门店'],
    ['4', '渠道'],
  ],
  // 23: a coach or training centre teaching both; 0: a course or exam of no one subject.
  subject: [
    ['1', '科目一'],
    ['2', '科目二'],
    ['3', '科目三'],
    ['4', '科目四'],
    ['23', '科目二、科目三'],
    ['0', '不分科目'],
  ],
  // The codes of an order's 支付方式 (bbxc_order.pay_method, ENROL_ORDER_PAY_METHOD_OPTIONS), whose
  // labels this dictionary gives: 3 and 4 once said 线下支付 and 分期付款 of codes no order holds.
  pay_type: [
    ['1', '微信'],
    ['2', '支付宝'],
    ['3', '银行卡'],
    ['4', '现金'],
    ['5', '分期'],
  ],
};
