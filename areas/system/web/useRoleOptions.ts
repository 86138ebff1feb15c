import { useQuery } from '@tanstack/react-query';
import type { Option } from '@coach/domain/resources/types.ts';
import { post } from '@coach/web/platform/http.ts';

/** Live (enabled) roles of the tenant for the account form's 角色 select. */
export function useRoleOptions(enabled = true) {
  const query = useQuery({
    queryKey: ['resource', 'role', 'selector'],
    enabled,
    queryFn: async (): Promise<Option[]> => {
      const response = await post<{ id: string; roleName: string; roleCode: string }[]>(
        '/user/inner/sysRole/v1/listForSelector',
        {},
      );
      return response.status ? response.result.map((r) => ({ value: r.id, label: r.roleName })) : [];
    },
  });
  return { options: query.data, loading: query.isLoading };
}
