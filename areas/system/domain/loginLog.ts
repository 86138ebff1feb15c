import type { Option, ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField } from '@coach/domain/resources/common.ts';
import { ACCOUNT_FIELDS } from './accountFields';

const base = '/api/system/inner/loginLog/v1';

export const LOGIN_RESULT_OPTIONS: Option[] = [
  { value: 1, label: '成功', tone: 'success' },
  { value: 0, label: '失败', tone: 'error' },
];

/**
 * 登录日志 (as RuoYi's 系统监控 has): every sign-in attempt on the tenant's accounts, who and from
 * where, and how it ended (成功, 账号或密码错误, 账号已停用, 账号已锁定 …). Written by the sign-in
 * call only; read and exported here. An attempt on an account that does not exist belongs to
 * no tenant and is kept for the platform, not shown to any tenant.
 */
export const loginLog: ResourceDef = {
  name: 'loginLog',
  title: '登录日志',
  route: '/systems/loginLog',
  table: 'sys_login_log',
  scope: 'tenant',
  softDelete: false,
  api: { list: `${base}/list`, export: `${base}/export` },
  fields: [
    ...ACCOUNT_FIELDS,
    { key: 'ip', label: 'IP地址', kind: 'text', maxLength: 64, search: 'like', readOnly: true, width: 130 },
    { key: 'browser', label: '浏览器', kind: 'text', readOnly: true, width: 130 },
    { key: 'os', label: '操作系统', kind: 'text', readOnly: true, width: 120 },
    {
      key: 'ok',
      label: '登录结果',
      kind: 'enum',
      options: LOGIN_RESULT_OPTIONS,
      search: 'eq',
      readOnly: true,
      width: 90,
    },
    { key: 'reason', label: '说明', kind: 'text', readOnly: true, width: 160 },
    { ...createTimeField, label: '登录时间' },
  ],
  orderBy: { key: 'createTime', direction: 'desc' },
};
