import type { FastifyInstance } from 'fastify';
import { resourcesByName } from '@coach/domain';
import type { Services } from '../../platform/services';
import { registerResource } from '../../engine';

/** 内容管理: the course trees of the 34 course pages (one tree definition). */
function courseTree(app: FastifyInstance, services: Services) {
  registerResource(app, services, resourcesByName.course);
}

export const contentsFeatures: ((app: FastifyInstance, services: Services) => void)[] = [courseTree];
