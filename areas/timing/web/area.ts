/**
 * The 计时管理 area's pages, loaded together as one lazy chunk (`feature-timing`) the first
 * time any of them opens. `pages.ts` maps routes to these exports.
 */
export { ChargePage } from './ChargePage';
export { CostSettingPage } from './CostSettingPage';
