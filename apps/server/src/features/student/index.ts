import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import { studentFeature } from './studentFeature';

/** Students (学员): the table later areas (timing, orders, reports) read and write. */
export const studentFeatures: ((app: FastifyInstance, services: Services) => void)[] = [studentFeature];
