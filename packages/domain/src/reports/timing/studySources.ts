import { CAR_CATEGORIES } from '../../categories';
import type { DimensionDef, MeasureDef, ReportSource } from '../types';

// 计时管理's statistics moved to areas/timing; its sources and dimensions stay here because the
// BI, 数据统计 and dashboard reports group and measure by them too.

/**
 * The study records (学时记录) as a report source, with their daily totals: a report reads the
 * totals whenever they hold what it asks (rows, filters and measures on kept columns).
 */
export const studySource: ReportSource = {
  key: 'study',
  table: 'bbxc_study_record',
  org: { school: 'school_id', store: 'store_id' },
  daily: {
    table: 'bbxc_study_daily',
    columns: ['school_id', 'store_id', 'car_type', 'subject', 'area_code'],
    measures: { sittings: 'records', hours: 'minutes', validHours: 'valid_minutes' },
  },
};

/** Sittings, hours and the hours the regulator counts, dated by the sitting's start. */
export const studyMeasures: MeasureDef[] = [
  { key: 'sittings', label: '学习次数', source: 'study', agg: 'count', date: 'start_time', format: 'int', unit: '次' },
  {
    key: 'hours',
    label: '学习时长',
    source: 'study',
    agg: 'sum',
    column: 'minutes',
    date: 'start_time',
    format: 'decimal',
    unit: '小时',
    divideBy: 60,
  },
  {
    key: 'validHours',
    label: '有效学时',
    source: 'study',
    agg: 'sum',
    column: 'minutes',
    date: 'start_time',
    where: [{ column: 'valid', is: 1 }],
    format: 'decimal',
    unit: '小时',
    divideBy: 60,
  },
];

export const schoolDimension: DimensionDef = {
  key: 'schoolId',
  label: '驾校',
  kind: 'column',
  column: 'school_id',
  lookup: { table: 'bbxc_school', label: 'name' },
};
export const storeDimension: DimensionDef = {
  key: 'storeId',
  label: '门店',
  kind: 'column',
  column: 'store_id',
  lookup: { table: 'bbxc_store', label: 'name' },
};
export const carTypeDimension: DimensionDef = {
  key: 'carType',
  label: '培训车型',
  kind: 'column',
  column: 'car_type',
  options: CAR_CATEGORIES.map((c) => ({ value: c.code, label: c.name })),
};

export const SUBJECT_FILTER_OPTIONS = [
  { value: 1, label: '科目一' },
  { value: 4, label: '科目四' },
];
