import type { FastifyInstance } from 'fastify';
import type { ResourceDef } from '@coach/domain';
import type { Services } from '../platform/services';
import { crudRoutes } from './crudRoutes';
import { actionRoutes } from './actionRoutes';
import { exportImportRoutes } from './exportImportRoutes';
import type { ResourceHooks } from './types';

/**
 * Registers every call a resource definition names: list, detail, add/edit, delete, state
 * transitions, move up/down, xlsx export and import. The hooks carry only what is special to the resource.
 */
export function registerResource(app: FastifyInstance, services: Services, def: ResourceDef, hooks: ResourceHooks = {}) {
  crudRoutes(app, services, def, hooks);
  actionRoutes(app, services, def, hooks);
  exportImportRoutes(app, services, def);
}
