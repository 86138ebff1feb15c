import { Form } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { ANTD_VALIDATE_TRIGGER } from '@coach/domain/rules/adapters.ts';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { post } from '@coach/web/platform/http.ts';
import { ResourceFormPage } from '@coach/web/kit/resource/index.ts';
import { ResourceTreeField } from './ResourceTreeField';
import type { ResourceNode } from './resourceTree';

/**
 * 新增角色 / 编辑角色 (`/systems/role/add`, `/systems/role/edit?id=`): name, code and remark
 * from the definition, and the permission tree whose ticks are the role's resourceIds.
 */
const def = resourcesByName.role;
const TRIGGERS = [...ANTD_VALIDATE_TRIGGER];

export default function RoleFormPage() {
  const tree = useQuery({
    queryKey: ['resource', 'role', 'tree'],
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const response = await post<ResourceNode[]>('/user/inner/sysRole/v1/resourceTree', {});
      return response.status ? response.result : [];
    },
  });
  return (
    <ResourceFormPage def={def} skip={['resourceIds']}>
      {({ locked }) => (
        <Form.Item name="resourceIds" label="权限" validateTrigger={TRIGGERS}>
          <ResourceTreeField tree={tree.data} loading={tree.isLoading} disabled={locked} />
        </Form.Item>
      )}
    </ResourceFormPage>
  );
}
