import type { FastifyInstance } from 'fastify';
import type { AreaDef } from '@coach/domain/areas/defineArea.ts';
import { AREAS } from '@coach/areas/index.ts';
import type { Database } from '../platform/db';
import type { Services } from '../platform/services';
import type { FileStore } from '../platform/files/fileStore';
import type { ReportHooksByName, ResourceHooksByName } from './serveCatalogue';

/** A module registering calls of its own (beside the catalogue's, which the engine serves). */
export type AreaFeature = (app: FastifyInstance, services: Services) => void;

/** Where a step of the demo data runs: it runs once per tenant (it leaves a tenant that has its rows alone). */
interface DemoSeedPlace {
  /** Its name in the demo's version marker (seed/demo.ts): a new step makes older data sets seed again. */
  name: string;
  /** The step of another area it builds on (students on schools): it runs right after that one. */
  after?: string;
  /** It builds on no other step and others build on it (marketing's classes): it runs first. */
  first?: boolean;
}

/**
 * One step of the demo data. Most steps write rows only: `run` gets the database and the tenant
 * and nothing more, so a seed's own optional parameters (the time it counts from, how many rows)
 * keep their defaults. A step that uploads files (pictures, invoices) says so with `uploads`
 * and gets the demo's file store with them.
 */
export type AreaSeed = DemoSeedPlace &
  (
    | { run(database: Database, tenantId: string): Promise<unknown>; uploads?: never }
    | { uploads(demo: DemoUploadStep): Promise<unknown>; run?: never }
  );

/** What a step that uploads files gets: the database and tenant, and the demo's file store. */
export interface DemoUploadStep {
  database: Database;
  tenantId: string;
  files: FileStore;
  /** The files live in the database (FILE_STORE=db): pictures are written in bulk. */
  filesInDatabase: boolean;
  /** The pictures' looks, drawn on the thread pool while the steps before run (seed/demoPng). */
  looks: Promise<void>;
}

/**
 * An area's server part (`areas/<area>/server/index.ts`, its default export): what it adds to
 * the catalogue's definitions by name, its own calls and its demo data. The server finds it by
 * the area's folder; nothing else names it.
 */
export interface ServerAreaDef {
  area: AreaDef;
  resourceHooks?: readonly ResourceHooksByName[];
  reportHooks?: readonly ReportHooksByName[];
  features?: readonly AreaFeature[];
  seeds?: readonly AreaSeed[];
}

export function defineServerArea(part: ServerAreaDef): ServerAreaDef {
  return part;
}

let loading: Promise<readonly ServerAreaDef[]> | undefined;

/**
 * The server parts of every area in `areas/index.ts`, in its order, loaded once. (The bundler
 * takes every `areas/<area>/server/index.ts` in by the pattern of the path.)
 */
export function serverAreas(): Promise<readonly ServerAreaDef[]> {
  loading ??= Promise.all(
    AREAS.map(async (area) => {
      const part = ((await import(`../../../../areas/${area.name}/server/index.ts`)) as { default: ServerAreaDef })
        .default;
      if (part?.area !== area)
        throw new Error(`areas/${area.name}/server/index.ts: its default export is not its area's part`);
      return part;
    }),
  );
  return loading;
}
