/**
 * The 驾校管理 area's pages, loaded together as one lazy chunk (`feature-school`) the first
 * time any of them opens. `pages.ts` maps routes to these exports.
 */
export { FeedbackDetailPage } from './FeedbackDetailPage';
