import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField } from '@coach/domain/resources/common.ts';

const base = '/api/system/inner/operationLog/v1';

/** Read-only trail of every write through the engine: who, when, what, before and after. */
export const operationLog: ResourceDef = {
  name: 'operationLog',
  title: '操作日志',
  route: '/systems/operationLog',
  table: 'sys_operation_log',
  scope: 'tenant',
  softDelete: false,
  api: { list: `${base}/list`, detail: `${base}/detail`, export: `${base}/export` },
  fields: [
    // Stored as codes, shown (and exported) by the names the server gives each row.
    { key: 'resource', label: '操作对象', kind: 'text', search: 'eq', readOnly: true, shownAs: 'resourceName' },
    { key: 'action', label: '操作', kind: 'text', search: 'eq', readOnly: true, shownAs: 'actionName' },
    // Who acted, 姓名（账号） as the list's hook names them (the lookup reads the name alone).
    {
      key: 'userName',
      label: '操作人',
      kind: 'text',
      readOnly: true,
      width: 160,
      lookup: { table: 'sys_user', via: 'userId', column: 'name' },
    },
    // Searched by choosing the account (a searchable select of 账号管理's list), never a typed id.
    {
      key: 'userId',
      label: '操作人',
      kind: 'text',
      readOnly: true,
      list: false,
      detail: false,
      search: 'eq',
      picker: { list: '/api/user/inner/sysOperationUser/v1/list', label: 'name', labelField: 'userName' },
    },
    { key: 'targetIds', label: '数据ID', kind: 'json', readOnly: true, list: true },
    { key: 'ip', label: 'IP地址', kind: 'text', readOnly: true },
    { key: 'before', label: '修改前', kind: 'json', readOnly: true },
    { key: 'after', label: '修改后', kind: 'json', readOnly: true },
    { ...createTimeField, label: '操作时间' },
  ],
  orderBy: { key: 'createTime', direction: 'desc' },
};
