import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField } from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';

const base = '/api/system/inner/sensitiveWord/v1';

/** Words refused in marketing texts (classes, campaigns, posters, information items). */
export const sensitiveWord: ResourceDef = {
  name: 'sensitiveWord',
  title: '敏感词',
  route: '/systems/sensitiveWordMg',
  table: 'sys_sensitive_word',
  scope: 'tenant',
  softDelete: false,
  api: {
    list: `${base}/list`,
    create: `${base}/save`,
    update: `${base}/update`,
    delete: `${base}/delete`,
    export: `${base}/export`,
    import: `${base}/batchImport`,
    importTemplate: 'sensitiveWordImport',
  },
  fields: [
    {
      key: 'word',
      label: '敏感词',
      kind: 'text',
      required: true,
      maxLength: 50,
      unique: true,
      search: 'like',
      rules: [rules.notAllSpaces],
    },
    {
      key: 'category',
      label: '分类',
      kind: 'enum',
      required: true,
      search: 'eq',
      options: [
        { value: 1, label: '政治' },
        { value: 2, label: '色情' },
        { value: 3, label: '广告' },
        { value: 4, label: '违法' },
        { value: 9, label: '其他' },
      ],
      defaultValue: 9,
    },
    { key: 'remark', label: '备注', kind: 'text', maxLength: 200 },
    createTimeField,
  ],
  orderBy: { key: 'createTime', direction: 'desc' },
};
