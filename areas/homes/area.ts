import { defineArea } from '@coach/domain/areas/defineArea.ts';
import { HOMES_RESOURCES } from './domain';

/**
 * 首页 (/homes): the home page's figures and 工作台's to-dos (pages of their own), and 潜在客户
 * with its detail. 消息中心 is operate's (the exam room's messages); 首页's figures are a report
 * no route shows (the domain's reports/dashboard.ts), so they are not declared here.
 */
export const homes = defineArea({
  name: 'homes',
  title: '首页',
  resources: HOMES_RESOURCES,
});
