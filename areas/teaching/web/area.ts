/**
 * The 教学管理 area's pages, loaded together as one lazy chunk (`feature-teaching`) the first
 * time any of them opens. `pages.ts` maps routes to these exports.
 */
export { CoachMediaPage } from './CoachMediaPage';
