/**
 * The 内容管理 area's pages, loaded together as one lazy chunk (`feature-contents`) the first
 * time any of them opens. `pages.ts` maps routes to these exports.
 */
export { CourseInfoPage } from './CourseInfoPage';
export { CoursewarePage } from './CoursewarePage';
