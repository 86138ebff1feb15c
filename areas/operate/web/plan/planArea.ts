/**
 * The exam room's scheduling, staff, cars and notices pages of 运营管理, loaded together as
 * one lazy chunk (`feature-operate`) the first time any of them opens.
 */
export { SchedulingWeekPage } from './SchedulingWeekPage';
export { SchedulingEditPage } from './SchedulingEditPage';
export {
  CoachListPage,
  CoachDetailPage,
  CarListPage,
  CarDetailPage,
  NoticeListPage,
  NoticeFormPage,
  NoticeDetailPage,
} from './StaffPages';
