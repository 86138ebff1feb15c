// The generic resource pages: what a feature page imports.
export { ResourceList, type ResourceListProps, type ListContext } from './ResourceList';
export { ResourceFormDrawer } from './ResourceFormDrawer';
export { ResourceFormPage } from './ResourceFormPage';
export { ResourceFormFields, formFieldsOf, type FormExtras } from './ResourceFormFields';
export { ResourceDetail, type DetailExtras, type DetailItem } from './ResourceDetail';
export { SettingsForm, tenantConfigCalls, type SettingsCalls } from './SettingsForm';
export { FieldValue } from './FieldValue';
export { RouteLink } from './RecordLink';
export { RowButton } from './RowActions';
export { extraColumn, insertAfter, type RowColumn } from './columns';
export { useResourceSave } from './useResourceSave';
export { singleRow, confirmedCall, isDefaultRow } from './rowFlows';
export type { Row, Page } from './api';
export { DefinedPage, DefinedList, DefinedSettings, useFormRouteNavigation } from './DefinedPage';
export { routeDefOf, type RouteDef } from './routeDefs';
export { ResourceDetailPage } from './ResourceDetailPage';
export { RichView } from './RichView';
export { useShownRecord, NewestNotice, type ShownRecord } from './useShownRecord';
