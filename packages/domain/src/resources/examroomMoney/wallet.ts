import type { ResourceDef } from '../types';
import { createTimeField } from '../common';
import { CASH_STATUS_OPTIONS } from './options';

/**
 * 教练钱包: one per exam-room coach, opened by the first training income. `balance` is what the
 * coach may withdraw, `frozen` what withdrawals hold until paid or rejected; both move only with
 * a wallet flow in the same transaction (detail answers the flows).
 */
export const examroomWallet: ResourceDef = {
  name: 'examroomWallet',
  title: '教练钱包',
  route: '/operates/walletMag',
  table: 'examroom_wallet',
  scope: 'tenant',
  softDelete: false,
  api: { list: '/api/examroom/wallet/list', detail: '/api/examroom/wallet/detail' },
  fields: [
    {
      key: 'coachId',
      label: '教练ID',
      kind: 'text',
      readOnly: true,
      unique: true,
      search: 'eq',
      maxLength: 19,
      list: false,
    },
    { key: 'coachName', label: '教练姓名', kind: 'text', readOnly: true, maxLength: 20, search: 'like' },
    { key: 'coachMobile', label: '手机号', kind: 'text', readOnly: true, maxLength: 11, masked: true, search: 'like' },
    { key: 'balance', label: '可提现余额(元)', kind: 'money', readOnly: true, defaultValue: 0 },
    { key: 'frozen', label: '冻结金额(元)', kind: 'money', readOnly: true, defaultValue: 0 },
    { key: 'totalIncome', label: '累计收入(元)', kind: 'money', readOnly: true, defaultValue: 0 },
    { key: 'totalWithdrawn', label: '累计提现(元)', kind: 'money', readOnly: true, defaultValue: 0 },
    { ...createTimeField, label: '开通时间' },
  ],
  orderBy: { key: 'createTime', direction: 'desc' },
};

const cashBase = '/api/examroom/cashRecard';

/**
 * 提现管理: a coach's withdrawal request (made in the coach app; decided path `apply`). The
 * amount is frozen in the wallet on request; 审核 passes (0→1) or rejects (0→2, the amount goes
 * back to the balance); 已打款 (1→3) consumes the frozen amount. Fee by the cash setting.
 */
export const examroomCashRecord: ResourceDef = {
  name: 'examroomCashRecord',
  title: '提现记录',
  route: '/operates/cashRecordMag',
  table: 'examroom_cash_record',
  scope: 'tenant',
  softDelete: false,
  api: { list: `${cashBase}/list`, detail: `${cashBase}/detail` },
  fields: [
    { key: 'cashNo', label: '提现单号', kind: 'text', readOnly: true, maxLength: 32, search: 'like', width: 190 },
    { key: 'coachId', label: '教练ID', kind: 'text', readOnly: true, search: 'eq', maxLength: 19, list: false },
    { key: 'coachName', label: '教练姓名', kind: 'text', readOnly: true, maxLength: 20, search: 'like' },
    { key: 'coachMobile', label: '手机号', kind: 'text', readOnly: true, maxLength: 11, masked: true },
    { key: 'amount', label: '提现金额(元)', kind: 'money', readOnly: true },
    { key: 'fee', label: '手续费(元)', kind: 'money', readOnly: true },
    { key: 'actualAmount', label: '实际到账(元)', kind: 'money', readOnly: true },
    { key: 'bankName', label: '开户银行', kind: 'text', readOnly: true, maxLength: 30, list: false },
    { key: 'cardNo', label: '银行卡号', kind: 'text', readOnly: true, maxLength: 19, masked: true },
    {
      key: 'status',
      label: '状态',
      kind: 'enum',
      readOnly: true,
      options: CASH_STATUS_OPTIONS,
      search: 'eq',
      defaultValue: 0,
      width: 100,
    },
    { key: 'auditRemark', label: '审核意见', kind: 'text', readOnly: true, maxLength: 100, list: false },
    { key: 'auditTime', label: '审核时间', kind: 'datetime', readOnly: true, list: false },
    { key: 'paidTime', label: '打款时间', kind: 'datetime', readOnly: true, list: false },
    { ...createTimeField, label: '申请时间' },
  ],
  // Buttons of their own calls: audit `{id, status: 1|2, remark}` and paid `{id}`.
  actions: [
    { name: 'pass', label: '通过' },
    { name: 'reject', label: '拒绝' },
    { name: 'paid', label: '已打款' },
    { name: 'cashSetting', label: '提现设置' },
  ],
  orderBy: { key: 'createTime', direction: 'desc' },
};

export const CASH_AUDIT_PATH = `${cashBase}/audit`;
export const CASH_PAID_PATH = `${cashBase}/paid`;
/** Decided: the coach app's withdrawal request (not a console button). */
export const CASH_APPLY_PATH = `${cashBase}/apply`;
export const CASH_SETTING_GET_PATH = `${cashBase}/getCashSetting`;
export const CASH_SETTING_SAVE_PATH = `${cashBase}/saveCashSetting`;
