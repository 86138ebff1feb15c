import { divisions } from '../../platform/divisions';

export interface RegionNode {
  code: string;
  name: string;
  children?: RegionNode[];
}

let cached: RegionNode[] | undefined;

/**
 * GB/T 2260 divisions (platform/divisions.ts), as one root 全国 whose
 * children are provinces > cities > districts (spec section 3, area tree). Codes are padded
 * to six digits as the standard writes them. Loaded once: it is static reference data.
 */
export function regionTree(): RegionNode[] {
  if (cached) return cached;
  const raw: RegionNode[] = divisions();
  const pad = (node: RegionNode): RegionNode => ({
    code: node.code.padEnd(6, '0'),
    name: node.name,
    ...(node.children ? { children: node.children.map(pad) } : {}),
  });
  cached = [{ code: '100000', name: '全国', children: raw.map(pad) }];
  return cached;
}
