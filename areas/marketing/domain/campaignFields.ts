import type { FieldDef } from '@coach/domain/resources/types.ts';
import { rules } from '@coach/domain/rules/index.ts';

/** Campaigns sell a recruitment class: chosen by name from the class list. */
export const CLASS_PICKER = {
  list: '/api/bbxc/operate/inner/zsclass/list',
  label: 'className',
  labelField: 'className',
} as const;

/**
 * What every class campaign (flash sale, group buy, bargain) starts with: its name (checked
 * for sensitive words), the class it sells and that class's name as the server fills it.
 */
export function campaignHead(classLabel: string): FieldDef[] {
  return [
    {
      key: 'activityName',
      label: '活动名称',
      kind: 'text',
      required: true,
      maxLength: 50,
      search: 'like',
      sensitive: true,
      rules: [rules.notAllSpaces],
    },
    {
      key: 'classId',
      label: classLabel,
      kind: 'text',
      required: true,
      maxLength: 20,
      list: false,
      rules: [rules.digitsOnly],
      picker: CLASS_PICKER,
    },
    { key: 'className', label: '班型名称', kind: 'text', maxLength: 50, readOnly: true },
  ];
}

/** The campaign's window. */
export const campaignWindow: FieldDef[] = [
  { key: 'activityStart', label: '开始时间', kind: 'datetime', required: true },
  { key: 'activityEnd', label: '结束时间', kind: 'datetime', required: true },
];
