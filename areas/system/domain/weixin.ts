import type { SettingsDef } from '@coach/domain/settings/types.ts';
import { rules } from '@coach/domain/rules/index.ts';
import { optionalRule } from '@coach/domain/rules/types.ts';

const wxAppId = optionalRule(
  (v) => typeof v === 'string' && /^wx[0-9a-f]{16}$/.test(v),
  '请输入正确的AppID（wx开头的18位字符）',
);
const secret32 = optionalRule(
  (v) => typeof v === 'string' && (/^[0-9a-zA-Z]{32}$/.test(v) || v.startsWith('******')),
  '请输入32位由字母、数字组成的密钥',
);

export const miniProgramSettings: SettingsDef = {
  key: 'wx_mini_program',
  title: '小程序绑定',
  route: '/systems/weixin/miniProgramBind',
  description:
    '绑定学员端微信小程序，用于小程序登录、消息通知与支付。AppID 与 AppSecret 在微信公众平台「开发管理 > 开发设置」中获取。',
  fields: [
    { key: 'name', label: '小程序名称', kind: 'text', required: true, maxLength: 30, rules: [rules.notAllSpaces] },
    { key: 'appId', label: 'AppID', kind: 'text', required: true, maxLength: 18, rules: [wxAppId] },
    { key: 'appSecret', label: 'AppSecret', kind: 'text', required: true, maxLength: 64, rules: [secret32] },
    {
      key: 'originalId',
      label: '原始ID',
      kind: 'text',
      maxLength: 20,
      rules: [
        optionalRule((v) => typeof v === 'string' && /^gh_[0-9a-f]{12}$/.test(v), '请输入正确的原始ID（gh_开头）'),
      ],
    },
  ],
  secrets: ['appSecret'],
};

export const officialAccountSettings: SettingsDef = {
  key: 'wx_official_account',
  title: '公众号绑定',
  route: '/systems/weixin/officialAccountBind',
  description:
    '绑定驾校服务号，用于员工微信绑定、模板消息推送。服务器配置中的 Token 与 EncodingAESKey 需与公众平台保持一致。',
  fields: [
    { key: 'name', label: '公众号名称', kind: 'text', required: true, maxLength: 30, rules: [rules.notAllSpaces] },
    { key: 'appId', label: 'AppID', kind: 'text', required: true, maxLength: 18, rules: [wxAppId] },
    { key: 'appSecret', label: 'AppSecret', kind: 'text', required: true, maxLength: 64, rules: [secret32] },
    {
      key: 'token',
      label: 'Token',
      kind: 'text',
      maxLength: 32,
      rules: [rules.lettersOrDigits, rules.lengthRange(3, 32)],
    },
    {
      key: 'encodingAesKey',
      label: 'EncodingAESKey',
      kind: 'text',
      maxLength: 64,
      rules: [
        optionalRule(
          (v) => typeof v === 'string' && (/^[0-9a-zA-Z]{43}$/.test(v) || v.startsWith('******')),
          '请输入43位由字母、数字组成的EncodingAESKey',
        ),
      ],
    },
    { key: 'qrcode', label: '公众号二维码', kind: 'image', maxLength: 200 },
  ],
  secrets: ['appSecret', 'encodingAesKey'],
};

export const paySettings: SettingsDef = {
  key: 'wx_pay',
  title: '支付配置',
  route: '/systems/weixin/payConfig',
  description: '微信支付商户信息，学员报名、购买课时时使用。APIv3 密钥与商户私钥仅保存，不会再次完整显示。',
  fields: [
    {
      key: 'mchId',
      label: '商户号',
      kind: 'text',
      required: true,
      maxLength: 10,
      rules: [rules.digitsOnly, rules.lengthRange(8, 10)],
    },
    { key: 'mchName', label: '商户名称', kind: 'text', required: true, maxLength: 50, rules: [rules.notAllSpaces] },
    { key: 'apiV3Key', label: 'APIv3密钥', kind: 'text', required: true, maxLength: 64, rules: [secret32] },
    { key: 'serialNo', label: '证书序列号', kind: 'text', maxLength: 40, rules: [rules.lettersOrDigits] },
    { key: 'privateKey', label: '商户私钥', kind: 'textarea', maxLength: 4000 },
    {
      key: 'enabled',
      label: '启用在线支付',
      kind: 'enum',
      options: [
        { value: 1, label: '启用' },
        { value: 0, label: '停用' },
      ],
      defaultValue: 0,
    },
    {
      key: 'installment',
      label: '允许分期付款',
      kind: 'enum',
      options: [
        { value: 1, label: '允许' },
        { value: 0, label: '不允许' },
      ],
      defaultValue: 0,
    },
  ],
  secrets: ['apiV3Key', 'privateKey'],
};
