import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { school } from './school';
import { store } from './store';
import { trainingCenter } from './trainingCenter';
import { coach } from './coach';
import { feedback } from './feedback';

export { FEEDBACK_REPLY_MAX } from './feedback';

/** Resources of the 驾校管理 area: schools, their stores, training grounds and coaches, feedback. */
export const SCHOOL_RESOURCES: ResourceDef[] = [school, store, trainingCenter, coach, feedback];
