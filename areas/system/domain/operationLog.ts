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
    { key: 'resource', label: '操作对象', kind: 'text', search: 'eq', readOnly: true },
    { key: 'action', label: '操作', kind: 'text', search: 'eq', readOnly: true },
    { key: 'userId', label: '操作人ID', kind: 'text', readOnly: true, list: false, search: 'eq' },
    { key: 'targetIds', label: '数据ID', kind: 'json', readOnly: true, list: true },
    { key: 'ip', label: 'IP地址', kind: 'text', readOnly: true },
    { key: 'before', label: '修改前', kind: 'json', readOnly: true },
    { key: 'after', label: '修改后', kind: 'json', readOnly: true },
    { ...createTimeField, label: '操作时间' },
  ],
  orderBy: { key: 'createTime', direction: 'desc' },
};
