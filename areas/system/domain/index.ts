import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { account } from './account';
import { role } from './role';
import { sensitiveWord } from './sensitiveWord';
import { thirdUser } from './thirdUser';
import { version } from './version';
import { operationLog } from './operationLog';
import { loginLog } from './loginLog';
import { onlineUser } from './onlineUser';
import { dictionary } from './dictionary';

export { ENTERPRISE_TYPE_OPTIONS } from './account';
// Marketing's instalments read the pay settings, and the tenant settings routes serve them.
export { miniProgramSettings, officialAccountSettings, paySettings } from './weixin';

/**
 * Resources of the 系统管理 area (/systems): roles, accounts, third-party users, sensitive
 * words, versions, and the decided extra pages 字典管理, 操作日志, 登录日志 and 在线用户.
 */
export const SYSTEM_RESOURCES: ResourceDef[] = [
  role,
  account,
  thirdUser,
  sensitiveWord,
  version,
  dictionary,
  operationLog,
  loginLog,
  onlineUser,
];
