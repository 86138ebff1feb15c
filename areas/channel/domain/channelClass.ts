import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { zsclass } from '@coach/areas/marketing/domain/index.ts';

const keep = new Set(['className', 'carType', 'classType', 'price', 'originalPrice', 'installment', 'summary']);

/**
 * 渠道班型 (decided): the classes a channel can sell are the tenant's classes on the shelf
 * (上架); the list adds the channel's own order count and amount per class (`orderCount`,
 * `orderAmount`), so a channel sees its sales and never another channel's.
 */
export const channelClass: ResourceDef = {
  name: 'channelClass',
  title: '渠道班型',
  route: '/channelMgs/channelMgBg/classMgChannelList',
  table: zsclass.table,
  scope: 'tenant',
  softDelete: true,
  subset: [{ key: 'status', is: 1 }],
  api: { list: '/api/bbxc/tenant/inner/channelmanage/classList' },
  fields: zsclass.fields
    .filter((f) => keep.has(f.key))
    .map((f) => ({ ...f, readOnly: true, list: f.key === 'summary' ? false : f.list })),
  orderBy: { key: 'className', direction: 'asc' },
};
