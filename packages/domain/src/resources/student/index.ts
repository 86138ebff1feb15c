import type { ResourceDef } from '../types';
import { student } from './student';
import { studyRecord } from './studyRecord';

export { student } from './student';
export { studyRecord, STUDY_VALID_OPTIONS, STUDY_SUBJECT_OPTIONS } from './studyRecord';
export * from './options';

export const STUDENT_RESOURCES: readonly ResourceDef[] = [student, studyRecord];
