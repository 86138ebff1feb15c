import { lazyPage } from '@coach/web/kit/lazyPage.ts';
import type { PageMap } from '@coach/web/kit/pageMap.ts';

/**
 * Pages of the 系统管理 area (chunk `system` in routes.tsv). They all come from `./area`,
 * one lazy chunk (`feature-system`) loaded when the first of them opens. Routes not listed
 * here show the 建设中 placeholder.
 */
const area = () => import('./area');
type Area = Awaited<ReturnType<typeof area>>;
const page = (name: keyof Area) => lazyPage(() => area().then((m) => ({ default: m[name] })), 'feature-system');

export const pages: PageMap = {
  '/systems/role/roleList': page('RoleListPage'),
  '/systems/role/add': page('RoleFormPage'),
  '/systems/role/edit': page('RoleFormPage'),
  '/systems/accountMg': page('AccountPage'),
  '/systems/thirdUserMg': page('ThirdUserPage'),
  '/systems/sensitiveWordMg': page('SensitiveWordPage'),
  '/systems/versionMg': page('VersionPage'),
  '/systems/dictionaryMg': page('DictionaryPage'),
  '/systems/operationLog': page('OperationLogPage'),
  '/systems/monitor': page('MonitorPage'),
  '/systems/weixin/miniProgramBind': page('MiniProgramBindPage'),
  '/systems/weixin/officialAccountBind': page('OfficialAccountBindPage'),
  '/systems/weixin/payConfig': page('PayConfigPage'),
  '/systems/weixin/guide': page('WeixinGuidePage'),
};
