import { useCallback } from 'react';
import { Tag } from 'antd';
import { useNavigate } from 'react-router';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { extraColumn, insertAfter, ResourceList, type Row, type RowColumn } from '@coach/web/kit/resource/index.ts';

/**
 * 角色管理: roles with how many accounts hold them. 新增 and 编辑 open the role form page
 * (its permission tree needs the room); system default roles cannot be changed.
 */
const def = resourcesByName.role;
export const ROLE_ADD = '/systems/role/add';
export const ROLE_EDIT = '/systems/role/edit';

export default function RoleListPage() {
  const navigate = useNavigate();
  const columns = useCallback(
    (cols: RowColumn[]) =>
      insertAfter(
        insertAfter(cols, 'remark', extraColumn('userCount', '账号数', { width: 90, figure: true })),
        'roleName',
        extraColumn('isDefault', '类型', {
          width: 100,
          render: (v: unknown) => (Number(v) === 1 ? <Tag color="blue">系统默认</Tag> : <Tag>自定义</Tag>),
        }),
      ),
    [],
  );
  // A fresh form each time (noCache): a kept-alive form would show the last role typed.
  const onAdd = useCallback(() => navigate(ROLE_ADD, { state: { noCache: true } }), [navigate]);
  const onEdit = useCallback(
    (row: Row) => navigate(`${ROLE_EDIT}?id=${encodeURIComponent(row.id)}`, { state: { noCache: true } }),
    [navigate],
  );
  return <ResourceList def={def} columns={columns} onAdd={onAdd} onEdit={onEdit} />;
}
