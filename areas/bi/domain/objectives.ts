import type { FieldDef, ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField } from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';
import { optionalRule } from '@coach/domain/rules/types.ts';
import { SCHOOL_SELECTOR, STORE_SELECTOR } from '@coach/domain/resources/school/options.ts';
import { BI_BASE } from '@coach/domain/resources/analytics/options.ts';

const monthRule = optionalRule(
  (v) => typeof v === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(v),
  '目标月份：格式应为YYYY-MM，如2026-11',
);

/**
 * The month, school and store a target is for: one target per store and month. In the xlsx
 * import 驾校 and 门店 are typed by name and found among the tenant's (the server says which row
 * names one that does not exist).
 */
const placeFields: FieldDef[] = [
  {
    key: 'month',
    label: '目标月份',
    kind: 'text',
    maxLength: 7,
    required: true,
    search: 'eq',
    rules: [monthRule],
    unique: true,
    uniqueWithin: ['storeId'],
    width: 100,
  },
  // Shanghai midnight of the month's first day: what the BI reports place the target by.
  { key: 'monthStart', label: '月初', kind: 'datetime', readOnly: true, list: false, detail: false, export: false },
  {
    key: 'schoolId',
    label: '驾校',
    kind: 'text',
    maxLength: 50,
    required: true,
    search: 'eq',
    list: false,
    export: false,
    detail: false,
    selector: SCHOOL_SELECTOR,
  },
  { key: 'schoolName', label: '驾校', kind: 'text', maxLength: 50, readOnly: true, width: 150 },
  {
    key: 'storeId',
    label: '门店',
    kind: 'text',
    maxLength: 50,
    required: true,
    search: 'eq',
    list: false,
    export: false,
    detail: false,
    selector: STORE_SELECTOR,
    selectorParent: 'schoolId',
  },
  { key: 'storeName', label: '门店', kind: 'text', maxLength: 50, readOnly: true, width: 150 },
];

const target = (key: string, label: string, kind: 'int' | 'money' = 'int'): FieldDef => ({
  key,
  label,
  kind,
  required: true,
  rules: kind === 'int' ? [rules.integer, rules.intRange(0, 1_000_000)] : [rules.amount],
  width: 120,
});

const objective = (
  name: string,
  title: string,
  route: string,
  path: string,
  template: string,
  targets: FieldDef[],
): ResourceDef => ({
  name,
  title,
  route,
  table: `bbxc_bi_${name.replace('Objectives', '')}_objective`,
  scope: 'tenant',
  org: { school: 'school_id', store: 'store_id' },
  softDelete: true,
  api: {
    list: `${BI_BASE}/${path}/list`,
    save: `${BI_BASE}/${path}/save`,
    delete: `${BI_BASE}/${path}/del`,
    export: `${BI_BASE}/${path}/export`,
    detail: `${BI_BASE}/${path}/detail`,
    detailMethod: 'GET',
    import: `${BI_BASE}/${path}/batchImport`,
    importTemplate: template,
  },
  fields: [
    ...placeFields,
    ...targets,
    { key: 'remark', label: '备注', kind: 'text', maxLength: 200, list: false, export: true },
    createTimeField,
  ],
  orderBy: { key: 'month', direction: 'desc' },
});

/** 市场目标录入: each store's monthly leads, enrolments and income targets (招生报表, 营销报表). */
export const marketObjectives = objective(
  'marketObjectives',
  '市场目标',
  '/bi/businessObjective/marketObjectives',
  'marketObjectives',
  'marketObjectivesImport',
  [
    target('leadTarget', '线索目标(条)'),
    target('enrolTarget', '招生目标(人)'),
    target('incomeTarget', '营收目标(元)', 'money'),
  ],
);

/** 教务目标录入: each store's monthly exam passes, graduations and study-hour targets (教学报表). */
export const educationalObjectives = objective(
  'educationalObjectives',
  '教务目标',
  '/bi/businessObjective/educationalObjectives',
  'educationalObjectives',
  'educationalObjectivesImport',
  [
    target('passTarget', '考试通过目标(人次)'),
    target('graduateTarget', '结业目标(人)'),
    target('studyHoursTarget', '学时目标(小时)'),
  ],
);
