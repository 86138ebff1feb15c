/** The 计时班管理 chunk: every page of the area is a definition shown by the kit's DefinedPage. */
export { DefinedPage } from '../../kit/resource';
export { MemberHoursPage } from './MemberHoursPage';
