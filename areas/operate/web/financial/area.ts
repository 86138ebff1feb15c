/**
 * The exam-room pages of 财务管理, loaded with the area's chunk (`feature-financial`) the
 * first time one of them opens. `pages.ts` maps routes to these exports.
 */
export { BillPage } from './BillPage';
