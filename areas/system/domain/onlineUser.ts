import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { ACCOUNT_FIELDS } from './accountFields';

const base = '/api/system/inner/onlineUser/v1';

/** The words a 强退 of one's own current session is refused with. */
export const MSG_OWN_SESSION = '不能强退自己当前的登录会话';

/**
 * 在线用户 (as RuoYi's 系统监控 has): the tenant's signed-in sessions, one row each, written at
 * sign-in and removed at sign-out, at 强退 and when the account's sessions end (password, roles,
 * disabled). 最后活动 moves on at most once a minute per session (platform/auth/onlineSessions.ts).
 * 强退 ends the session at once: its next call is answered 登录已失效.
 */
export const onlineUser: ResourceDef = {
  name: 'onlineUser',
  title: '在线用户',
  route: '/systems/onlineUser',
  table: 'sys_user_online',
  scope: 'tenant',
  softDelete: false,
  api: { list: `${base}/list` },
  fields: [
    ...ACCOUNT_FIELDS,
    { key: 'roleNames', label: '角色', kind: 'text', readOnly: true, width: 140 },
    { key: 'ip', label: 'IP地址', kind: 'text', maxLength: 64, search: 'like', readOnly: true, width: 130 },
    { key: 'browser', label: '浏览器', kind: 'text', readOnly: true, width: 120 },
    { key: 'os', label: '操作系统', kind: 'text', readOnly: true, width: 110 },
    { key: 'createTime', label: '登录时间', kind: 'datetime', readOnly: true, width: 170 },
    { key: 'lastActive', label: '最后活动', kind: 'datetime', readOnly: true, width: 170 },
  ],
  actions: [
    {
      name: 'forceLogout',
      label: '强退',
      path: `${base}/forceLogout`,
      danger: true,
      confirm: '确定强退“{account}”的这次登录吗？其下一次操作将需要重新登录。',
    },
  ],
  orderBy: { key: 'lastActive', direction: 'desc' },
};
