/** The 计时班管理 chunk: 会员课时 (every other page of the area is its definition's page). */
export { MemberHoursPage } from './MemberHoursPage';
