import { defineServerArea } from '@coach/server/engine/index.ts';
import { operate } from '../area';
import { classPlanFeature, classPlanHooks } from './plan/classPlanFeature';
import { messageFeature } from './plan/messageFeature';
import { noticeHooks } from './plan/noticeFeature';
import { staffHooks } from './plan/staffFeature';
import { billHooks } from './money/billFeature';
import { cashFeature } from './money/cashFeature';
import { orderFeature, orderHooks } from './money/orderFeature';
import { priceBankHooks } from './money/priceBankFeature';
import { refundFeature, refundHooks } from './money/refundFeature';
import { walletHooks } from './money/walletHooks';
import { nameExamroomStudents, seedExamroomPlan } from './seed/plan';
import { seedExamroomMoney } from './seed/money';

/** The exam room's server: its hooks by definition name, its own calls and its demo data. */
export default defineServerArea({
  area: operate,
  resourceHooks: [
    priceBankHooks,
    walletHooks,
    orderHooks,
    refundHooks,
    billHooks,
    staffHooks,
    noticeHooks,
    classPlanHooks,
  ],
  features: [cashFeature, orderFeature, refundFeature, classPlanFeature, messageFeature],
  seeds: [
    // Its coaches and cars belong to the demo schools; students book its plans later.
    { name: 'examroomPlan', after: 'school', run: seedExamroomPlan },
    { name: 'examroomMoney', after: 'examroomPlan', run: seedExamroomMoney },
    // Who booked: the schools' students, once they are there (one world).
    { name: 'examroomStudents', after: 'students', run: nameExamroomStudents },
  ],
});
