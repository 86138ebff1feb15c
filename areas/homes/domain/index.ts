import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { potentialConvert, potentialCustomer, potentialTrack, potentialVisit } from './potentialCustomer';

export { potentialConvert, potentialCustomer, potentialTrack, potentialVisit } from './potentialCustomer';

/** 潜在客户 (the lead first: its route finds it), its follow-ups, visits and 转化. */
export const HOMES_RESOURCES: readonly ResourceDef[] = [
  potentialCustomer,
  potentialTrack,
  potentialVisit,
  potentialConvert,
];
