import { Cascader } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { post } from '../../../platform/http';

/**
 * Province > city > district codes from the region tree (platform contract: the first node
 * is 全国, its children the provinces). Picking a province and a city is enough: the
 * regionCity rule asks for two levels where a field needs them.
 */
interface RegionNode {
  code: string;
  name: string;
  children?: RegionNode[];
}

export function useRegionTree() {
  return useQuery({
    queryKey: ['region-tree'],
    staleTime: Infinity,
    queryFn: async () => {
      const response = await post<RegionNode[]>('/system/inner/sysRegion/tree', {});
      return response.status ? (response.result[0]?.children ?? []) : [];
    },
  });
}

export function RegionCascader({
  value,
  onChange,
  id,
  disabled,
}: {
  value?: string[] | null;
  onChange?: (v: string[]) => void;
  id?: string;
  disabled?: boolean;
}) {
  const { data, isLoading } = useRegionTree();
  return (
    <Cascader<RegionNode>
      id={id}
      disabled={disabled}
      options={data ?? []}
      loading={isLoading}
      fieldNames={{ label: 'name', value: 'code', children: 'children' }}
      value={value ?? undefined}
      onChange={(codes) => onChange?.((codes ?? []).map(String))}
      changeOnSelect
      showSearch
      placeholder="请选择省/市/区"
      style={{ width: '100%' }}
    />
  );
}
