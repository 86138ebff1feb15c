import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField } from '@coach/domain/resources/common.ts';
import { CASH_PASSED, CASH_PENDING, CASH_STATUS_OPTIONS } from './options';
import { CASH_AUDIT_PATH, CASH_BASE, CASH_PAID_PATH } from './cashCalls';
import { examroomCashSettings } from './cashSettings';

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

/**
 * 提现管理: a coach's withdrawal request (made in the coach app; decided path `apply`). The
 * amount is frozen in the wallet on request; 审核 passes (0→1) or rejects (0→2, the amount goes
 * back to the balance); 已打款 (1→3) consumes the frozen amount. Fee by the cash setting.
 */
export const examroomCashRecord: ResourceDef = {
  name: 'examroomCashRecord',
  loggedActions: { apply: '申请提现' },
  title: '提现记录',
  route: '/operates/cashRecordMag',
  table: 'examroom_cash_record',
  scope: 'tenant',
  softDelete: false,
  api: { list: `${CASH_BASE}/list`, detail: `${CASH_BASE}/detail` },
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
      dict: 'cash_status',
      search: 'eq',
      defaultValue: 0,
      width: 100,
    },
    { key: 'auditRemark', label: '审核意见', kind: 'text', readOnly: true, maxLength: 100, list: false },
    { key: 'auditTime', label: '审核时间', kind: 'datetime', readOnly: true, list: false },
    { key: 'paidTime', label: '打款时间', kind: 'datetime', readOnly: true, list: false },
    { ...createTimeField, label: '申请时间' },
  ],
  // 通过 and 拒绝 share the audit call `{id, status: 1|2, remark}`; each moves money of the
  // coach's wallet, so the wallets' list is stale after it.
  actions: [
    {
      name: 'pass',
      label: '通过',
      path: CASH_AUDIT_PATH,
      send: { status: 1 },
      when: { field: 'status', in: [CASH_PENDING] },
      confirm: '确定审核通过「{coachName}」的提现申请（{amount}元）吗?',
      invalidates: ['examroomWallet'],
    },
    {
      name: 'reject',
      label: '拒绝',
      danger: true,
      path: CASH_AUDIT_PATH,
      send: { status: 2 },
      when: { field: 'status', in: [CASH_PENDING] },
      confirm: '拒绝「{coachName}」的提现申请（{amount}元），金额将退回教练钱包。',
      reason: { key: 'remark', label: '拒绝原因', maxLength: 100, missing: '审核意见：拒绝时请填写拒绝原因' },
      invalidates: ['examroomWallet'],
    },
    {
      name: 'paid',
      label: '已打款',
      path: CASH_PAID_PATH,
      when: { field: 'status', in: [CASH_PASSED] },
      confirm: '确认已向「{coachName}」打款{actualAmount}元吗？确认后冻结金额将从钱包扣除',
      invalidates: ['examroomWallet'],
    },
    { name: 'cashSetting', label: '提现设置', settings: examroomCashSettings },
  ],
  orderBy: { key: 'createTime', direction: 'desc' },
};
