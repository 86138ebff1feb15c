import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { disableField, enableDisable } from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';
import { optionalRule } from '@coach/domain/rules/types.ts';

const base = '/api/system/inner/sysDictionary/v1';
const typeRule = optionalRule(
  (v) => typeof v === 'string' && /^[a-z][a-z0-9_]*$/.test(v),
  '只能输入小写字母、数字和下划线，且以字母开头',
);

/**
 * The tenant's own dictionary entries. Entries of a type here replace the shared defaults of
 * that type in findDictMesToCache, so a school can rename 待派单 without touching others.
 */
export const dictionary: ResourceDef = {
  name: 'dictionary',
  title: '字典',
  route: '/systems/dictionaryMg',
  table: 'sys_dictionary',
  scope: 'tenant',
  softDelete: false,
  api: { list: `${base}/list`, create: `${base}/save`, update: `${base}/update`, delete: `${base}/delete` },
  fields: [
    { key: 'type', label: '字典类型', kind: 'text', required: true, maxLength: 60, search: 'like', rules: [typeRule] },
    { key: 'value', label: '字典值', kind: 'text', required: true, maxLength: 60, rules: [rules.noSpaces] },
    {
      key: 'label',
      label: '显示名称',
      kind: 'text',
      required: true,
      maxLength: 100,
      search: 'like',
      rules: [rules.notAllSpaces],
    },
    { key: 'sort', label: '排序', kind: 'int', rules: [rules.int0to1000], defaultValue: 0 },
    disableField,
  ],
  transitions: enableDisable(base),
  orderBy: { key: 'type', direction: 'asc' },
};
