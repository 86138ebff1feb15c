import { defineArea } from '@coach/domain/areas/defineArea.ts';
import { BI_REPORTS, BI_RESOURCES } from './domain';

/**
 * BI报表 (/bi): 市场目标录入 and 教务目标录入 (targets per store and month), and 招生报表, 教学报表,
 * 库存报表 and 营销报表 against them.
 */
export const bi = defineArea({
  name: 'bi',
  title: 'BI报表',
  resources: BI_RESOURCES,
  reports: BI_REPORTS,
});
