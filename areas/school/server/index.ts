import { defineServerArea } from '@coach/server/engine/index.ts';
import { school } from '../area';
import { schoolFeature, schoolHooks } from './schoolFeature';
import { storeFeature, storeHooks } from './storeFeature';
import { trainingCenterFeature, trainingCenterHooks } from './trainingCenterFeature';
import { coachFeature, coachHooks } from './coachFeature';
import { feedbackFeature } from './feedbackFeature';
import { approvalAuthStatistics } from './approvalAuthStatistics';
import { bindDemoSchoolStaff, seedSchool } from './seed/school';

/** The school area's public surface for other areas: the checked references to its schools and stores, and its selector route. */
export { liveRefOf, lookupRoute, schoolOf, storeOf } from './orgRefs';
// Other areas' tests seed the demo schools, stores and coaches before their own rows.
export { bindDemoSchoolStaff, seedSchool };

/** 驾校管理's server (/school): its hooks by definition name, its calls and the organisation lookups other pages use, and its demo data. */
export default defineServerArea({
  area: school,
  resourceHooks: [schoolHooks, storeHooks, trainingCenterHooks, coachHooks],
  features: [schoolFeature, storeFeature, trainingCenterFeature, coachFeature, feedbackFeature, approvalAuthStatistics],
  seeds: [
    // Students, orders and the exam room build on its schools, stores and coaches; it ran right
    // after marketing's step (the first), and keeps that place so the demo marker is unchanged.
    { name: 'school', after: 'marketing', run: seedSchool },
    // The demo's school operator works for one of its schools (issue 50.3).
    { name: 'schoolStaff', after: 'school', run: bindDemoSchoolStaff },
  ],
});
