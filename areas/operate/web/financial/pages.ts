import { lazyPage } from '@coach/web/kit/lazyPage.ts';
import type { PageMap } from '@coach/web/kit/pageMap.ts';

/** 财务管理 pages of the exam room of their own: 考场账单 (银行卡管理 and 退费审核 are their definitions' pages). */
const area = () => import('./area');
type Area = Awaited<ReturnType<typeof area>>;
const page = (name: keyof Area) => lazyPage(() => area().then((m) => ({ default: m[name] })), 'feature-financial');

export const examroomFinancialPages: PageMap = {
  '/financials/examplaceBillMg': page('BillPage'),
};
