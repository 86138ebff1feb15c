import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import { registerResource } from '../../engine';
import { coachDistributionDetail, schoolDistributionDetail } from '@coach/domain';
import { potentialCustomerFeature } from './potentialCustomers';
import { objectivesFeature } from './objectives';
import { analyticsReportsFeature } from './reports';
import { dashboardFeature } from './dashboard';

/** The distribution details: the coaches (stores) of one district, read-only lists over views. */
function distributionDetailFeature(app: FastifyInstance, services: Services) {
  registerResource(app, services, coachDistributionDetail);
  registerResource(app, services, schoolDistributionDetail);
}

/** 首页, 潜在客户, 数据统计 and BI报表. */
export const analyticsFeatures = [
  potentialCustomerFeature,
  objectivesFeature,
  analyticsReportsFeature,
  dashboardFeature,
  distributionDetailFeature,
];
