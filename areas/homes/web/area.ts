/**
 * The 首页 area's pages, loaded together as one lazy chunk (`feature-homes`) the first time
 * any of them opens. `pages.ts` maps routes to these exports.
 */
export { default as HomeIndex } from './HomeIndex';
export { WorkbenchPage } from './WorkbenchPage';
