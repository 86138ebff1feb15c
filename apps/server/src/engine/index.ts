/**
 * The engine's public surface: features import from here only, so what they may rely on is
 * this list, and the engine's files can change behind it.
 */
export {
  reportHooks,
  resourceHooks,
  serveCatalogue,
  type CatalogueHooks,
  type ReportHooksByName,
  type ResourceHooksByName,
} from './serveCatalogue';
export { registerReportExport, reportAnswer, type ReportHooks } from './report/registerReport';
export { reportRequest } from './report/reportInput';
export { write } from './crudRoutes';
export { appCall, type AppCallDef } from './appCall';
export { bindActions, bindDownload, type ActionCall, type BoundAction, type ClaimedRow } from './boundActions';
export { whenSql } from './rowConditions';
export { operatorName } from './operatorName';
export { engineContext, fetchOne, isUniqueViolation, NOT_FOUND_MESSAGE, rowsOf } from './rowAccess';
export { insertRows } from './insertRows';
export { and, filterWhere, listParams, orderBy, scopeWhere } from './listQuery';
export { orgWhere } from './orgScope';
export { ident, rowToJson, selectColumns } from './codec';
export { tenantDictionary } from './dictionary';
export { idSchema, idsSchema, inputSchema } from './inputSchema';
export { importFields, importHeader } from './importColumns';
export { exportProgressKey, importProgressKey } from './workProgress';
export { logOperation } from './operationLog';
export { assertNoSensitiveWords } from './sensitiveWords';
export { readSettings, readSettingsRaw, writeSettings } from './settingsStore';
export type { EngineContext, ResourceHooks, SaveArgs } from './types';
export {
  defineServerArea,
  serverAreas,
  type AreaFeature,
  type AreaSeed,
  type DemoUploadStep,
  type ServerAreaDef,
} from './serverArea';
