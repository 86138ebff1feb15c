import { Cascader } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { post } from '../../../platform/http';

/**
 * Province > city > district codes from the region tree (platform contract: the first node
 * is 全国, its children the provinces). Picking a province and a city is enough: the
 * regionCity rule asks for two levels where a field needs them.
 */
export interface RegionNode {
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

/**
 * The names of a trail of codes (320000, 320100, 320115 -> 江苏省 / 南京市 / 江宁区), each looked up
 * among the children of the one before; a code the tree lacks shows as itself.
 */
export function regionNames(tree: readonly RegionNode[] | undefined, codes: readonly unknown[]): string[] {
  let level = tree ?? [];
  return codes.map((code) => {
    const node = level.find((n) => n.code === String(code));
    level = node?.children ?? [];
    return node?.name ?? String(code);
  });
}

/** A stored region shown by its names, as every page shows places (never the bare codes). */
export function RegionValue({ codes }: { codes: readonly unknown[] }) {
  const { data } = useRegionTree();
  return <>{regionNames(data, codes).join(' / ')}</>;
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
