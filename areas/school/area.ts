import { defineArea } from '@coach/domain/areas/defineArea.ts';
import { SCHOOL_RESOURCES } from './domain';

/**
 * 驾校管理 (/school): the tenant's schools, their stores, training grounds and coaches, and the
 * students' feedback. Their selectors and options (domain resources/school/options.ts) stay in
 * the domain package, since most other areas' definitions pick a school, store or coach.
 */
export const school = defineArea({
  name: 'school',
  title: '驾校管理',
  resources: SCHOOL_RESOURCES,
});
