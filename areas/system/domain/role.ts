import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField, disableField, enableDisable, saveOrUpdateApi } from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';
import { optionalRule } from '@coach/domain/rules/types.ts';

const base = '/api/user/inner/sysRole/v1';

/** Upper-case letters, digits and underscores, as role codes like BBFW_ADMIN are written. */
const roleCodeRule = optionalRule(
  (v) => typeof v === 'string' && /^[A-Z][A-Z0-9_]*$/.test(v),
  '只能输入大写字母、数字和下划线，且以字母开头',
);

/** A role: a named set of menu, button and api resources (spec section 6). */
export const role: ResourceDef = {
  name: 'role',
  title: '角色',
  route: '/systems/role/roleList',
  formRoute: '/systems/role/add',
  table: 'sys_role',
  scope: 'tenant',
  softDelete: true,
  protectDefault: true,
  api: saveOrUpdateApi(base),
  fields: [
    {
      key: 'roleName',
      label: '角色名称',
      kind: 'text',
      required: true,
      maxLength: 50,
      unique: true,
      search: 'like',
      rules: [rules.notAllSpaces],
    },
    {
      key: 'roleCode',
      label: '角色编码',
      kind: 'text',
      required: true,
      maxLength: 50,
      unique: true,
      search: 'like',
      rules: [roleCodeRule],
    },
    { key: 'remark', label: '备注', kind: 'text', maxLength: 200 },
    { key: 'resourceIds', label: '权限', kind: 'ids', list: false, detail: false, export: false },
    disableField,
    { key: 'isDefault', label: '系统默认', kind: 'bool', readOnly: true, list: false, export: false },
    createTimeField,
  ],
  transitions: enableDisable(base),
  orderBy: { key: 'createTime', direction: 'asc' },
};
