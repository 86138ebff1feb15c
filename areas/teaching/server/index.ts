import { defineServerArea } from '@coach/server/engine/index.ts';
import { teaching } from '../area';
import { examAreaHooks } from './exams';
import { commentFeature, commentReportHooks } from './comments';
import { emptyEvaluationHooks } from './emptyEvaluation';
import { coachPersonalFeature } from './coachPersonal';
import { seedComments } from './seed/comments';
import { seedExams } from './seed/exams';
import { seedCoachPersonal } from './seed/coachPersonal';

// The organisation-scope test seeds the area's rows beside every other area's.
export { seedComments, seedExams, seedCoachPersonal };

/**
 * 教学管理's server: the exams' papers and 未评价学员 (hooks by definition name), the
 * satisfaction reports' freezing, 重新固化 and the coaches' media playback (its calls), and its
 * demo steps, each where it ran in the demo's list so the demo marker is unchanged.
 */
export default defineServerArea({
  area: teaching,
  resourceHooks: [...examAreaHooks, emptyEvaluationHooks],
  reportHooks: [commentReportHooks],
  features: [commentFeature, coachPersonalFeature],
  seeds: [
    // Six in ten lessons taken get an evaluation: the bookings come first.
    { name: 'comments', after: 'timedClass', run: seedComments },
    // The papers draw their questions from the courses step's banks.
    { name: 'exams', after: 'courses', run: seedExams },
    // The coaches' pictures and videos, uploaded to the demo's file store (its `now` as before).
    {
      name: 'coachPersonal',
      after: 'invoices',
      uploads: ({ database, files, tenantId, filesInDatabase }) =>
        seedCoachPersonal(database, files, tenantId, Math.floor(Date.now() / 1000), filesInDatabase),
    },
  ],
});
