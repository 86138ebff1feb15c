import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField, saveUpdateApi } from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';

/**
 * 银行卡管理: the cards exam-room coaches withdraw to. Card numbers pass the Luhn check
 * (银行卡输入错误!) and, like the reserved mobile, are answered masked without `data:plaintext`.
 * A card belongs to one coach (coach id from the exam-room coach list, name kept as a snapshot).
 */
export const examroomBankcard: ResourceDef = {
  name: 'examroomBankcard',
  title: '银行卡',
  route: '/financials/BankcardMg',
  table: 'examroom_bankcard',
  scope: 'tenant',
  softDelete: true,
  api: saveUpdateApi('/api/examroom/bankcard'),
  fields: [
    {
      key: 'coachId',
      label: '教练',
      kind: 'text',
      required: true,
      maxLength: 19,
      rules: [rules.digitsOnly],
      list: false,
      // Chosen by name among the exam room's agreed coaches, never typed as an id.
      picker: { list: '/api/examroom/coach/list', label: 'name', labelField: 'coachName', params: { status: 1 } },
    },
    { key: 'coachName', label: '教练姓名', kind: 'text', maxLength: 20, readOnly: true, search: 'like' },
    { key: 'holderName', label: '持卡人', kind: 'text', required: true, maxLength: 20, rules: [rules.notAllSpaces] },
    {
      key: 'bankName',
      label: '开户银行',
      kind: 'text',
      required: true,
      maxLength: 30,
      search: 'like',
      rules: [rules.notAllSpaces],
    },
    { key: 'branchName', label: '开户支行', kind: 'text', maxLength: 50 },
    {
      key: 'cardNo',
      label: '银行卡号',
      kind: 'text',
      required: true,
      maxLength: 19,
      masked: true,
      unique: true,
      rules: [rules.bankCard],
    },
    { key: 'mobile', label: '预留手机号', kind: 'text', maxLength: 11, masked: true, rules: [rules.mobile] },
    createTimeField,
  ],
  orderBy: { key: 'createTime', direction: 'desc' },
};
