import type { FieldDef } from '@coach/domain/resources/types.ts';

/**
 * Who a row of 登录日志 or 在线用户 is about: the account as typed at sign-in (searchable), the
 * person's name read from the account itself (never copied, so a rename shows everywhere) and
 * the account's id behind it.
 */
export const ACCOUNT_FIELDS: readonly FieldDef[] = [
  { key: 'account', label: '登录账号', kind: 'text', maxLength: 50, search: 'like', readOnly: true, width: 130 },
  {
    key: 'userName',
    label: '姓名',
    kind: 'text',
    readOnly: true,
    width: 100,
    lookup: { table: 'sys_user', via: 'userId', column: 'name' },
  },
  { key: 'userId', label: '用户', kind: 'text', readOnly: true, list: false, detail: false, export: false },
];
