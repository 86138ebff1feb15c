/**
 * The 系统管理 area's pages, loaded together as one lazy chunk (`feature-system`) the
 * first time any of them opens. `pages.ts` maps routes to these exports.
 */
export { default as RoleListPage } from './RoleListPage';
export { default as RoleFormPage } from './RoleFormPage';
export { default as AccountPage } from './AccountPage';
export { default as ThirdUserPage } from './ThirdUserPage';
export { default as SensitiveWordPage } from './SensitiveWordPage';
export { default as VersionPage } from './VersionPage';
export { default as DictionaryPage } from './DictionaryPage';
export { default as OperationLogPage } from './OperationLogPage';
export { default as MonitorPage } from './MonitorPage';
export { default as WeixinGuidePage } from './WeixinGuidePage';
export { MiniProgramBindPage, OfficialAccountBindPage, PayConfigPage } from './WeixinSettingsPages';
