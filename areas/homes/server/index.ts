import type { ResourceHooksByName } from '../../engine';
import { potentialCustomerFeature, potentialCustomerHooks } from './potentialCustomers';
import { objectiveHooks } from './objectives';
import { analyticsReportsFeature } from './reports';
import { dashboardFeature } from './dashboard';

/** 首页, 潜在客户, 数据统计 and BI报表 (the distribution details are their definitions alone). */
export const analyticsFeatures = [potentialCustomerFeature, analyticsReportsFeature, dashboardFeature];
export const analyticsAreaHooks: ResourceHooksByName[] = [potentialCustomerHooks, objectiveHooks];
