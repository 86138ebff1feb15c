import type { SettingsDef } from '@coach/domain/settings/types.ts';
import { rules } from '@coach/domain/rules/index.ts';

const yesNo = [
  { value: 1, label: '是' },
  { value: 0, label: '否' },
] as const;

/**
 * 订单流程配置: how an enrolment order moves — how long an unpaid order waits before it is
 * cancelled, until when after paying a refund may be asked for and whether it needs an
 * audit, how long a pre-registration's deposit holds the place, and instalments.
 */
export const orderProcessSettings: SettingsDef = {
  key: 'order_process',
  title: '订单流程配置',
  route: '/orders/orderProcessConfig',
  calls: {
    get: '/api/bbxc/order/inner/processConfig/v1/getConfig',
    save: '/api/bbxc/order/inner/processConfig/v1/saveConfig',
  },
  description: '修改后对新产生的订单生效，已有订单按原流程处理。',
  fields: [
    {
      key: 'autoCancelMinutes',
      label: '未支付订单自动取消(分钟)',
      kind: 'int',
      required: true,
      defaultValue: 30,
      rules: [rules.intRange(5, 1440)],
    },
    {
      key: 'refundDays',
      label: '支付后可申请退款(天)',
      kind: 'int',
      required: true,
      defaultValue: 7,
      rules: [rules.intRange(0, 365)],
    },
    { key: 'refundAudit', label: '退款需人工审核', kind: 'enum', options: yesNo, required: true, defaultValue: 1 },
    {
      key: 'preregisterDays',
      label: '预报名保留名额(天)',
      kind: 'int',
      required: true,
      defaultValue: 30,
      rules: [rules.intRange(1, 90)],
    },
    { key: 'instalments', label: '允许分期付款', kind: 'enum', options: yesNo, required: true, defaultValue: 1 },
    {
      key: 'maxInstalments',
      label: '最多分期数',
      kind: 'int',
      required: true,
      defaultValue: 12,
      rules: [rules.intRange(1, 36)],
    },
  ],
};

/** 参数配置: the figures orders and invoices use (order number prefix, tax rate, service line). */
export const orderParameterSettings: SettingsDef = {
  key: 'order_parameter',
  title: '参数配置',
  route: '/orders/parameterConfig',
  calls: { get: '/api/course/inner/parameter/list', save: '/api/course/inner/parameter/save' },
  fields: [
    {
      key: 'orderNoPrefix',
      label: '订单号前缀',
      kind: 'text',
      required: true,
      maxLength: 4,
      defaultValue: 'BM',
      rules: [rules.lettersOrDigits],
    },
    {
      key: 'taxRate',
      label: '开票税率(%)',
      kind: 'int',
      required: true,
      defaultValue: 6,
      rules: [rules.intRange(0, 13)],
    },
    {
      key: 'refundArrivalDays',
      label: '退款到账(工作日)',
      kind: 'int',
      required: true,
      defaultValue: 3,
      rules: [rules.intRange(1, 15)],
    },
    {
      key: 'servicePhone',
      label: '客服电话',
      kind: 'text',
      required: true,
      maxLength: 20,
      defaultValue: '400-800-2026',
    },
  ],
};

/** 消息配置: who is told what when an order is paid or refunded, and the texts sent. */
export const orderMessageSettings: SettingsDef = {
  key: 'order_message',
  title: '消息配置',
  route: '/orders/messageConfig',
  calls: {
    get: '/api/bbxc/order/inner/messageConfig/v1/getConfig',
    save: '/api/bbxc/order/inner/messageConfig/v1/saveConfig',
  },
  description: '短信模板中可使用 {学员}、{班型}、{订单号}、{金额}，发送时替换为订单的内容。',
  fields: [
    { key: 'notifyPaid', label: '支付成功通知学员', kind: 'enum', options: yesNo, required: true, defaultValue: 1 },
    {
      key: 'paidTemplate',
      label: '支付成功短信',
      kind: 'textarea',
      required: true,
      maxLength: 200,
      defaultValue: '{学员}您好，您已成功报名{班型}，订单号{订单号}，实付{金额}元。',
      sensitive: true,
    },
    { key: 'notifyRefund', label: '退款完成通知学员', kind: 'enum', options: yesNo, required: true, defaultValue: 1 },
    {
      key: 'refundTemplate',
      label: '退款完成短信',
      kind: 'textarea',
      required: true,
      maxLength: 200,
      defaultValue: '{学员}您好，订单{订单号}的退款{金额}元已原路退回，请注意查收。',
      sensitive: true,
    },
    { key: 'notifySchool', label: '新订单通知驾校', kind: 'enum', options: yesNo, required: true, defaultValue: 1 },
  ],
};

export const ORDER_SETTINGS: readonly SettingsDef[] = [
  orderProcessSettings,
  orderParameterSettings,
  orderMessageSettings,
];
