import type { ResourceHooksByName } from '../../engine';
import { studentHooks } from './studentFeature';

/** Students (学员): the table later areas (timing, orders, reports) read and write; their calls are the definition's. */
export const studentAreaHooks: ResourceHooksByName[] = [studentHooks];
