import type { FastifyInstance } from 'fastify';
import type { ResourceDef } from '@coach/domain';
import type { Services } from '../platform/services';
import { crudRoutes } from './crudRoutes';
import { actionRoutes } from './actionRoutes';
import { exportImportRoutes } from './exportImportRoutes';
import type { ResourceHooks } from './types';
import { treeHooks, treeRoutes } from './treeRoutes';
import { documentResource } from '../platform/openapi/resourceDocs';

/**
 * Registers every call a resource definition names: list, detail, add/edit, delete, state
 * transitions, move up/down, xlsx export and import. The hooks carry only what is special to the resource.
 */
export function registerResource(
  app: FastifyInstance,
  services: Services,
  def: ResourceDef,
  hooks: ResourceHooks = {},
) {
  documentResource(def);
  const all = def.tree ? withTree(def, hooks) : hooks;
  crudRoutes(app, services, def, all);
  actionRoutes(app, services, def, all);
  exportImportRoutes(app, services, def, all);
  if (def.tree) treeRoutes(app, services, def);
}

/** A tree's own checks first (parent, level, children), then the resource's. */
function withTree(def: ResourceDef, hooks: ResourceHooks): ResourceHooks {
  const tree = treeHooks(def);
  return {
    ...hooks,
    async beforeSave(args) {
      await tree.beforeSave!(args);
      await hooks.beforeSave?.(args);
    },
    async beforeDelete(args) {
      await tree.beforeDelete!(args);
      await hooks.beforeDelete?.(args);
    },
  };
}
