import { defineArea } from '@coach/domain/areas/defineArea.ts';
import { miniProgramSettings, officialAccountSettings, paySettings, SYSTEM_RESOURCES } from './domain';

/**
 * 系统管理 (/systems): roles and accounts, third-party users, sensitive words, versions, the
 * operation log and dictionaries, and the 微信 binding and pay settings forms. Sign-in, the
 * session user and the tables they read (users, roles, tenants) are the platform's.
 */
export const system = defineArea({
  name: 'system',
  title: '系统管理',
  resources: SYSTEM_RESOURCES,
  settings: [miniProgramSettings, officialAccountSettings, paySettings],
  // Pages the issues ask for that the spec's route table does not list (decided).
  pages: [
    { path: '/systems/operationLog', title: '操作日志', kind: 'list' },
    { path: '/systems/loginLog', title: '登录日志', kind: 'list' },
    { path: '/systems/onlineUser', title: '在线用户', kind: 'list' },
    { path: '/systems/monitor', title: '系统监控', kind: 'dashboard' },
    { path: '/systems/dictionaryMg', title: '字典管理', kind: 'list' },
  ],
});
