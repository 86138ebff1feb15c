import { useCallback, useMemo } from 'react';
import { Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import type { ResourceDef } from '@coach/domain/resources/types.ts';
import type { SettingsDef } from '@coach/domain/settings/types.ts';
import { ResourceList, type ResourceListProps } from './ResourceList';
import { ResourceFormPage } from './ResourceFormPage';
import { ResourceDetailPage } from './ResourceDetailPage';
import { SettingsForm } from './SettingsForm';
import type { Row } from './api';
import { routeDefOf, type RouteDef } from './routeDefs';
import { ReportPage } from '../report/ReportPage';
import { TreeTabs } from '../tree/TreeTabs';
import UnderConstruction from '../UnderConstruction';

/**
 * The page of every route without a page of its own: whatever the route's definition says. A list whose
 * resource has a `formRoute` opens 新增/编辑 on that page (a fresh page each time); a route
 * with several settings forms shows them as tabs. Kept-alive pages keep the location they
 * were opened with, so `useLocation` names this page's own route.
 */
export function useFormRouteNavigation(def: ResourceDef): Pick<ResourceListProps, 'onAdd' | 'onEdit'> {
  const navigate = useNavigate();
  const formRoute = def.formRoute;
  const onAdd = useCallback(
    () => formRoute && navigate(formRoute, { state: { noCache: true } }),
    [navigate, formRoute],
  );
  const onEdit = useCallback(
    (row: Row) => formRoute && navigate(`${formRoute}?id=${encodeURIComponent(row.id)}`, { state: { noCache: true } }),
    [navigate, formRoute],
  );
  return formRoute ? { onAdd, onEdit } : {};
}

/** A list page of a resource (新增/编辑 on its form page when it has one). */
export function DefinedList({ def, ...props }: ResourceListProps) {
  const nav = useFormRouteNavigation(def);
  return <ResourceList def={def} {...nav} {...props} />;
}

/** One settings form, or tabs when a route has several (官网设置). */
export function DefinedSettings({ settings }: { settings: readonly SettingsDef[] }) {
  const items = useMemo(
    () => settings.map((s) => ({ key: s.key, label: s.title, children: <SettingsForm def={s} /> })),
    [settings],
  );
  if (settings.length === 1) return <SettingsForm def={settings[0]} />;
  return <Tabs items={items} />;
}

/** One report, or tabs when a page shows several (招生报表: 招生, 分期招生, 退款). */
function DefinedReports({ reports }: { reports: Extract<RouteDef, { kind: 'report' }>['reports'] }) {
  const { search } = useLocation();
  const items = useMemo(
    () =>
      reports.map((r) => ({
        key: r.def.name,
        label: r.def.title,
        children: <ReportPage def={r.def} route={r.route} />,
      })),
    [reports],
  );
  if (reports.length === 1) return <ReportPage def={reports[0].def} route={reports[0].route} />;
  // `?tab=<report name>` opens that tab (首页's figures link to the tab showing them).
  const tab = new URLSearchParams(search).get('tab');
  return (
    <Tabs
      items={items}
      defaultActiveKey={reports.some((r) => r.def.name === tab) ? tab! : undefined}
      destroyOnHidden
      data-testid="report-tabs"
    />
  );
}

export function DefinedPage() {
  const { pathname } = useLocation();
  const found = useMemo(() => routeDefOf(pathname), [pathname]);
  // A route of routes.tsv no definition (and no page of its own) describes yet.
  if (!found) return <UnderConstruction />;
  if (found.kind === 'list') return <DefinedList def={found.def} params={found.params} />;
  if (found.kind === 'form') return <ResourceFormPage def={found.def} listPath={found.listPath} />;
  if (found.kind === 'detail') return <ResourceDetailPage def={found.def} />;
  if (found.kind === 'report') return <DefinedReports reports={found.reports} />;
  if (found.kind === 'tree') return <TreeTabs def={found.def} params={found.params} />;
  return <DefinedSettings settings={found.settings} />;
}
