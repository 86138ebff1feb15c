import { useCallback } from 'react';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { extraColumn, insertAfter, ResourceList, type RowColumn } from '@coach/web/kit/resource/index.ts';
import { usePasswordActions } from '@coach/web/kit/password/usePasswordActions.tsx';
import { useRoleOptions } from './useRoleOptions';

/**
 * 账号管理: operation accounts with their roles. 新增 shows the initial password once;
 * 重置密码 issues a new one (and ends the account's sessions on the server).
 */
const def = resourcesByName.account;

export default function AccountPage() {
  const roles = useRoleOptions();
  const passwords = usePasswordActions(def, '/user/inner/sysOperationUser/v1/resetInitPassword', {
    changedAtFirstSignIn: true,
  });
  const columns = useCallback(
    (cols: RowColumn[]) =>
      insertAfter(cols, 'enterpriseType', extraColumn('roleNames', '角色', { width: 120, ellipsis: true })),
    [],
  );
  return (
    <>
      <ResourceList
        def={def}
        columns={columns}
        formExtras={{ options: { roleIds: roles.options }, optionsLoading: roles.loading, onSaved: passwords.onSaved }}
        detailExtras={{ items: (row) => [{ key: 'roleNames', label: '角色', children: String(row.roleNames || '-') }] }}
        toolbar={({ selected }) => passwords.toolbar(selected)}
        rowActions={passwords.rowButton}
      />
      {passwords.dialog}
    </>
  );
}
