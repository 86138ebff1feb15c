import type { FastifyInstance, HTTPMethods } from 'fastify';
import { REPORTS, RESOURCES, SETTINGS, type ReportDef, type ResourceDef, type SettingsDef } from '@coach/domain';
import type { Services } from '../platform/services';
import { registerResource } from './registerResource';
import { registerReport, type ReportHooks } from './report/registerReport';
import { registerSettingsCalls } from './settingsCalls';
import type { ResourceHooks } from './types';

/**
 * A definition's hooks, or what makes them for one server: from its services (the auth
 * service, the file store), and its app for what a feature decorates on it (the filing
 * pusher, read when a hook runs: the features' routes are registered after the catalogue's).
 */
export type HooksOf<H> = H | ((services: Services, app: FastifyInstance) => H);
/** What a feature adds to the catalogue's definitions, by definition name: only what is special. */
export type ResourceHooksByName = Readonly<Record<string, HooksOf<ResourceHooks>>>;
export type ReportHooksByName = Readonly<Record<string, HooksOf<ReportHooks>>>;

/** Declares a feature's resource hooks (keys are names of `RESOURCES`, checked at start). */
export const resourceHooks = (hooks: ResourceHooksByName): ResourceHooksByName => hooks;
/** Declares a feature's report hooks (keys are names of `REPORTS`, checked at start). */
export const reportHooks = (hooks: ReportHooksByName): ReportHooksByName => hooks;

/** The features' hooks, each map from one feature module. */
export interface CatalogueHooks {
  resources?: readonly ResourceHooksByName[];
  reports?: readonly ReportHooksByName[];
}

/** What the engine serves: the domain's catalogue (a test may pass a smaller one). */
export interface Catalogue {
  resources: readonly ResourceDef[];
  reports: readonly ReportDef[];
  settings: readonly SettingsDef[];
}

const DOMAIN_CATALOGUE: Catalogue = { resources: RESOURCES, reports: REPORTS, settings: SETTINGS };

/**
 * Serves every definition of the catalogue once: each resource's and report's calls with the
 * hooks the features supplied under its name (none by default), and each settings form's
 * read and save calls. A definition whose calls are a feature's own (`ownRoutes`) is left to
 * it. Nothing has to be remembered per definition: declared in the domain means served.
 *
 * Throws at once on hooks for a name the catalogue does not have (a typo, a removed
 * definition), for one whose calls the engine does not serve, or supplied twice; and once the
 * server is ready, when any declared call has no route (an `ownRoutes` call its feature forgot).
 */
export function serveCatalogue(
  app: FastifyInstance,
  services: Services,
  hooks: CatalogueHooks,
  catalogue: Catalogue = DOMAIN_CATALOGUE,
) {
  const resourceHooksOf = hooksByName('resource', catalogue.resources, hooks.resources ?? []);
  const reportHooksOf = hooksByName('report', catalogue.reports, hooks.reports ?? []);
  for (const def of catalogue.resources)
    if (!def.ownRoutes) registerResource(app, services, def, made(resourceHooksOf[def.name], services, app));
  for (const def of catalogue.reports)
    if (!def.ownRoutes) registerReport(app, services, def, made(reportHooksOf[def.name], services, app));
  for (const def of catalogue.settings) if (def.calls) registerSettingsCalls(app, services, def);

  app.addHook('onReady', async () => {
    const missing = declaredCalls(catalogue).filter((c) => !app.hasRoute(c));
    if (missing.length)
      throw new Error(
        `declared calls without a route: ${missing.map((c) => `${c.method} ${c.url} (${c.of})`).join(', ')}`,
      );
  });
}

function made<H>(hooks: HooksOf<H> | undefined, services: Services, app: FastifyInstance): H | undefined {
  return typeof hooks === 'function'
    ? (hooks as (services: Services, app: FastifyInstance) => H)(services, app)
    : hooks;
}

/** The supplied maps as one, every key a served definition of the catalogue, each at most once. */
export function hooksByName<H>(
  kind: string,
  defs: readonly { name: string; ownRoutes?: boolean }[],
  maps: readonly Readonly<Record<string, HooksOf<H>>>[],
): Record<string, HooksOf<H>> {
  const byName = new Map(defs.map((d) => [d.name, d]));
  const out: Record<string, HooksOf<H>> = {};
  for (const map of maps)
    for (const [name, hooks] of Object.entries(map)) {
      const def = byName.get(name);
      if (!def) throw new Error(`hooks for "${name}": the catalogue has no ${kind} of that name`);
      if (def.ownRoutes) throw new Error(`hooks for "${name}": its calls are its feature's own routes (ownRoutes)`);
      if (name in out) throw new Error(`hooks for "${name}" are supplied twice`);
      out[name] = hooks;
    }
  return out;
}

interface DeclaredCall {
  method: HTTPMethods;
  url: string;
  /** The definition declaring it, for the message. */
  of: string;
}

/** Every call the catalogue declares: what the engine serves and what `ownRoutes` features must. */
export function declaredCalls({ resources, reports, settings }: Catalogue): DeclaredCall[] {
  const calls: DeclaredCall[] = [];
  const post = (url: string | undefined, of: string) => url && calls.push({ method: 'POST', url, of });
  for (const def of resources) {
    for (const [key, url] of Object.entries(def.api)) {
      // detailMethod is how the detail is asked, importTemplate a template's code: neither is a call.
      if (key === 'detailMethod' || key === 'importTemplate') continue;
      if (key === 'detail' && def.api.detailMethod === 'GET') calls.push({ method: 'GET', url, of: def.name });
      else post(url, def.name);
    }
    for (const t of def.transitions ?? []) post(t.path, def.name);
    for (const a of def.actions ?? []) {
      post(a.path, def.name);
      post(a.preview?.path, def.name);
    }
  }
  for (const def of reports) {
    post(def.api.stat, def.name);
    post(def.api.export, def.name);
  }
  for (const def of settings) {
    post(def.calls?.get, def.key);
    post(def.calls?.save, def.key);
  }
  return calls;
}
