import type { ResourceDef } from '../types';
import { student } from './student';

export { student } from './student';
export * from './options';

export const STUDENT_RESOURCES: readonly ResourceDef[] = [student];
