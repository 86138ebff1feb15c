import type { MeasureDef, ReportDef } from '@coach/domain/reports/types.ts';
import { BI_BASE, BI_EXPORT } from '@coach/domain/resources/analytics/options.ts';
import { STUDENT_STAGE_OPTIONS } from '@coach/domain/resources/student/options.ts';
import { schoolDimension, storeDimension } from '@coach/domain/reports/timing/studySources.ts';
import { leadSource, orderSource, periodDimension, pointSource } from '@coach/areas/statistics/domain/index.ts';
import { BI_FILTERS, BI_PERIOD, marketTargets, stageSource } from './sources';
import { ENROLMENTS, INCOME, MONTH_BY_STORE } from './enrollment';

/**
 * 库存报表: the students in each stage at the end of each month, read from the stage history
 * (the stage a student held at that instant), and the month's movement in and out of training.
 * Not a sum over the month's facts: the server answers it from the history itself
 * (`inventoryAnswer`), in the shape of every report, so the page is the shared report page.
 */
const held = (value: number, label: string): MeasureDef => ({
  key: `stage${value}`,
  label: `${label}${value === 5 ? '' : '在培'}`,
  source: 'stages',
  agg: 'count',
  date: 'change_time',
  where: [{ column: 'to_stage', is: value }],
  format: 'int',
  unit: '人',
});
export const INVENTORY_STAGES = STUDENT_STAGE_OPTIONS.map((o) => Number(o.value));

export const biInventory: ReportDef = {
  name: 'biInventory',
  title: '库存报表',
  routes: [{ path: '/bi/inventoryReport' }],
  api: { stat: `${BI_BASE}/inventory`, export: BI_EXPORT, exportType: 'biInventory' },
  ownRoutes: true,
  scope: 'tenant',
  period: BI_PERIOD,
  sources: [stageSource],
  dimensions: [periodDimension],
  measures: [
    {
      key: 'inTraining',
      label: '在培合计',
      source: 'stages',
      agg: 'count',
      date: 'change_time',
      format: 'int',
      unit: '人',
    },
    ...STUDENT_STAGE_OPTIONS.map((o) => held(Number(o.value), o.label)),
    {
      key: 'entered',
      label: '新增学员',
      source: 'stages',
      agg: 'count',
      date: 'change_time',
      format: 'int',
      unit: '人',
    },
  ],
  filters: BI_FILTERS,
  charts: [
    {
      key: 'stock',
      title: '月末在培学员',
      type: 'bar',
      measures: ['stage1', 'stage2', 'stage3', 'stage4', 'inTraining'],
      lines: ['inTraining'],
    },
    { key: 'flow', title: '新增与结业', type: 'line', measures: ['entered', 'stage5'] },
  ],
  note: '库存为各月末（上海时间）学员所处的学习阶段；已结业为截至月末累计结业人数。',
};

/** 营销报表: leads against the lead target, the shares that brought them, and the enrolments and income they became. */
export const biMarketing: ReportDef = {
  name: 'biMarketing',
  title: '营销报表',
  routes: [{ path: '/bi/marketingReport' }],
  api: { stat: `${BI_BASE}/marketing`, export: BI_EXPORT, exportType: 'biMarketing' },
  scope: 'tenant',
  period: BI_PERIOD,
  sources: [leadSource, pointSource, orderSource, marketTargets],
  dimensions: [periodDimension, schoolDimension, storeDimension],
  measures: [
    {
      key: 'leadTarget',
      label: '线索目标',
      source: 'marketTargets',
      agg: 'sum',
      column: 'lead_target',
      date: 'month_start',
      format: 'int',
      unit: '条',
    },
    { key: 'leads', label: '新增线索', source: 'leads', agg: 'count', date: 'create_time', format: 'int', unit: '条' },
    {
      key: 'shares',
      label: '分享次数',
      source: 'points',
      agg: 'count',
      date: 'create_time',
      where: [{ column: 'kind', is: [3, 5] }],
      format: 'int',
      unit: '次',
    },
    {
      key: 'converted',
      label: '线索报名',
      source: 'leads',
      agg: 'count',
      date: 'convert_time',
      format: 'int',
      unit: '人',
    },
    ENROLMENTS,
    INCOME,
  ],
  ratios: [
    { key: 'leadRate', label: '线索完成率', numerator: 'leads', denominator: 'leadTarget', format: 'percent' },
    {
      key: 'convertShare',
      label: '线索报名占比',
      numerator: 'converted',
      denominator: 'enrolments',
      format: 'percent',
    },
  ],
  filters: BI_FILTERS,
  drill: MONTH_BY_STORE('/bi/marketingReport'),
  charts: [
    { key: 'leads', title: '线索目标与实际', type: 'bar', measures: ['leadTarget', 'leads'] },
    { key: 'conversion', title: '线索报名与招生', type: 'line', measures: ['converted', 'enrolments'] },
  ],
};
