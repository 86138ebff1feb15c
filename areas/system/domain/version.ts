import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField, RELEASE_OPTIONS, releaseWithdraw, saveUpdateApi } from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';

const base = '/api/system/inner/versionManager/v1';

/** App and mini-program versions announced to users (release/withdraw). */
export const version: ResourceDef = {
  name: 'version',
  title: '版本',
  route: '/systems/versionMg',
  table: 'sys_version',
  scope: 'tenant',
  softDelete: true,
  api: saveUpdateApi(base),
  fields: [
    {
      key: 'platform',
      label: '平台',
      kind: 'enum',
      required: true,
      search: 'eq',
      options: [
        { value: 1, label: 'Android' },
        { value: 2, label: 'iOS' },
        { value: 3, label: '小程序' },
        { value: 4, label: 'PC客户端' },
      ],
    },
    {
      key: 'versionNo',
      label: '版本号',
      kind: 'text',
      required: true,
      maxLength: 20,
      rules: [rules.version],
      search: 'like',
    },
    { key: 'title', label: '标题', kind: 'text', required: true, maxLength: 50, rules: [rules.notAllSpaces] },
    { key: 'content', label: '更新内容', kind: 'textarea', required: true, maxLength: 2000 },
    { key: 'downloadUrl', label: '下载地址', kind: 'text', maxLength: 500, rules: [rules.url], list: false },
    {
      key: 'forceUpdate',
      label: '强制更新',
      kind: 'enum',
      options: [
        { value: 0, label: '否' },
        { value: 1, label: '是' },
      ],
      defaultValue: 0,
    },
    {
      key: 'status',
      label: '状态',
      kind: 'enum',
      options: RELEASE_OPTIONS,
      dict: 'release_status',
      readOnly: true,
      search: 'eq',
      defaultValue: 0,
    },
    { key: 'releaseTime', label: '发布时间', kind: 'datetime', readOnly: true },
    createTimeField,
  ],
  transitions: releaseWithdraw(base),
  orderBy: { key: 'createTime', direction: 'desc' },
};
