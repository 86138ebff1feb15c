import type { SettingsDef } from '@coach/domain/settings/types.ts';
import { rules } from '@coach/domain/rules/index.ts';
import { CASH_SETTING_GET_PATH, CASH_SETTING_SAVE_PATH } from './cashCalls';

/**
 * 提现设置 of exam-room coaches (cashRecard getCashSetting/saveCashSetting): the smallest
 * withdrawal, the fee rate taken from each (%), and how much one coach may request per day.
 */
export const examroomCashSettings: SettingsDef = {
  key: 'examroom_cash_setting',
  title: '提现设置',
  route: '/operates/cashRecordMag',
  calls: { get: CASH_SETTING_GET_PATH, save: CASH_SETTING_SAVE_PATH },
  description:
    '教练在教练端申请提现时按此设置校验：单笔不低于最低金额，当日累计不超过每日限额；手续费按比例从提现金额中扣除。',
  fields: [
    {
      key: 'minAmount',
      label: '最低提现金额(元)',
      kind: 'decimal',
      required: true,
      rules: [rules.decimal],
      defaultValue: '10.00',
    },
    {
      key: 'feeRate',
      label: '手续费率(%)',
      kind: 'decimal',
      required: true,
      rules: [rules.percentage],
      defaultValue: '0',
    },
    {
      key: 'dailyLimit',
      label: '每日提现限额(元)',
      kind: 'decimal',
      required: true,
      rules: [rules.decimal, rules.positiveOnly],
      defaultValue: '5000.00',
    },
  ],
};

export const EXAMROOM_MONEY_SETTINGS: SettingsDef[] = [examroomCashSettings];
