import { useMemo, useRef, useState } from 'react';
import { Card, Col, Result, Row, Statistic, Table } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import {
  figureColumns,
  figureHeader,
  figureText,
  regionRowsLevel,
  type ReportDef,
  type ReportRoute,
  type ReportRow,
} from '@coach/domain/reports/index.ts';
import { activeChannelId, useSession } from '../../platform/session';
import { EChart } from '../chart/EChart';
import { chartHasData, chartOption } from './reportCharts';
import { ReportSearchBar } from './ReportSearchBar';
import { ReportActions } from './ReportActions';
import { RegionTrail } from './RegionTrail';
import { useStickyTable } from '../stickyTable';
import { clickableRow } from '../clickableRow';
import { cleanBody, useReport, type ReportBody } from './useReport';
import { reportTableLayout, ReportTotals } from './reportTable';
import { useTableSettings } from '../resource/tableSettings/useTableSettings';
import { TableTools } from '../resource/tableSettings/TableTools';
import { tableEmptyText } from '../resource/tableEmpty';
import { exportWithProgress } from '../resource/exportFlow';

/** antd's table sizes for the densities of the column tools; a report reads 紧凑 unless the user says otherwise. */
const TABLE_SIZE = { default: 'large', middle: 'middle', small: 'small' } as const;

/** The request a report page starts with: the default period, or what its URL names (a drill from another report). */
export function bodyOfUrl(def: ReportDef, search: URLSearchParams): ReportBody {
  const body: ReportBody = { kind: def.period.default };
  const kind = search.get('kind');
  if (kind && def.period.kinds.includes(kind as never)) body.kind = kind;
  for (const key of ['startTime', 'endTime'])
    if (/^\d{1,12}$/.test(search.get(key) ?? '')) body[key] = Number(search.get(key));
  const groupBy = search.get('groupBy');
  if (groupBy && def.dimensions.some((d) => d.key === groupBy)) body.groupBy = groupBy;
  for (const f of def.filters ?? []) {
    const value = search.get(f.key);
    if (value === null || value === '') continue;
    const option = f.options.find((o) => String(o.value) === value);
    if (option) body[f.key] = option.value;
    else if (f.selector && /^\d{1,18}$/.test(value)) body[f.key] = value;
  }
  return body;
}
/** Rows shown at once: a report by student has hundreds; a page of them keeps the table quick. */
const PAGE_ROWS = 50;

/**
 * Every report page: the search bar, the totals as summary figures, the declared charts and
 * the table with a 合计 row, exporting exactly what is shown. Everything comes from the
 * definition and the route's fixed filters; a page of its own holds nothing else. The table has
 * the lists' tools (列设置, 密度, 全屏), its layout the user's own per page, kept on the server.
 */
export function ReportPage({ def, route }: { def: ReportDef; route: ReportRoute }) {
  useSession();
  const navigate = useNavigate();
  const { anchor, sticky } = useStickyTable<ReportRow>();
  const channelId = activeChannelId();
  const [search] = useSearchParams();
  // Opened from another report's row: its period, range and filters (a store) come in the URL.
  const [body, setBody] = useState<ReportBody>(() => bodyOfUrl(def, search));
  const request = useMemo(() => ({ ...body, ...route.params }), [body, route.params]);
  const needsChannel = def.scope === 'channel' && !channelId;
  const query = useReport(def, request, !needsChannel);
  const answer = query.data;
  const figures = useMemo(() => figureColumns(def), [def]);
  const dimension = def.dimensions.find((d) => d.key === (answer?.groupBy ?? body.groupBy)) ?? def.dimensions[0];
  // Per page: the reports sharing a definition are each their own page.
  const table = useTableSettings(route.path);
  const tableCard = useRef<HTMLDivElement>(null);
  const { columns, choices, exportKeys } = useMemo(
    () => reportTableLayout(def, dimension, table.settings),
    [def, dimension, table.settings],
  );
  const density = table.settings?.density ?? 'small';

  // A shared export call (count/export) is told which report by `type`; the file has the shown columns.
  const exportBody = {
    ...cleanBody(request),
    ...(def.api.exportType ? { type: def.api.exportType } : {}),
    columns: exportKeys,
  };
  if (needsChannel) return <Result status="info" title="请先选择渠道" />;
  const drill = def.drill;
  // By region, a row opens the places within it (a province its cities, a city its districts).
  const byRegion = dimension.kind === 'region';
  const chosenRegion = String(body.region ?? '');
  const regionDrills = byRegion && regionRowsLevel(chosenRegion) !== 'district';
  const openRegion = (code: string) => setBody({ ...body, region: code || undefined });
  const rows = answer?.rows ?? [];
  return (
    <div ref={anchor} style={{ display: 'flex', flexDirection: 'column', gap: 16 }} data-testid={`report-${def.name}`}>
      <Card size="small">
        <ReportSearchBar
          def={def}
          route={route}
          body={body}
          onSearch={setBody}
          onExport={
            def.api.export
              ? async () =>
                  void (await exportWithProgress({
                    key: `export-${route.path}`,
                    title: def.title,
                    path: def.api.export!,
                    body: exportBody,
                  }).catch(() => false)) // refusals are toasted
              : undefined
          }
          extra={
            def.actions?.length ? (
              <ReportActions def={def} route={route} onDone={() => void query.refetch()} />
            ) : undefined
          }
        />
      </Card>
      {query.isError ? (
        <Result status="error" title="加载失败" subTitle={query.error.message} />
      ) : (
        <>
          <Card size="small" loading={query.isPending}>
            <Row gutter={[16, 16]} data-testid="report-summary">
              {figures.map((c) => (
                <Col key={c.key} xs={12} sm={8} md={6} lg={4}>
                  <Statistic title={figureHeader(c)} value={figureText(answer?.totals[c.key], c.format)} />
                </Col>
              ))}
            </Row>
          </Card>
          {(def.charts ?? []).length > 0 && (
            <Row gutter={[16, 16]}>
              {(def.charts ?? []).map((chart) => (
                <Col key={chart.key} xs={24} xl={(def.charts ?? []).length > 1 ? 12 : 24}>
                  <Card size="small" title={chart.title}>
                    <EChart
                      testId={`chart-${chart.key}`}
                      empty={!query.isPending && !chartHasData(def, chart, answer)}
                      option={answer ? chartOption(def, chart, answer) : {}}
                    />
                  </Card>
                </Col>
              ))}
            </Row>
          )}
          <Card
            size="small"
            ref={tableCard}
            className="list-card"
            title={byRegion ? <RegionTrail answer={answer} onChoose={openRegion} /> : undefined}
            extra={
              <TableTools
                columns={choices}
                settings={table.settings}
                density={density}
                onSave={table.save}
                onReset={table.reset}
                fullscreenTarget={tableCard}
              />
            }
          >
            <Table<ReportRow>
              rowKey="key"
              size={TABLE_SIZE[density]}
              loading={query.isFetching}
              locale={{ emptyText: tableEmptyText(query.isPending) }}
              dataSource={rows}
              columns={columns}
              pagination={
                rows.length > PAGE_ROWS
                  ? { pageSize: PAGE_ROWS, showSizeChanger: false, showTotal: (n) => `共 ${n} 条` }
                  : false
              }
              scroll={{ x: 'max-content' }}
              sticky={sticky}
              data-testid="report-table"
              onRow={
                regionDrills
                  ? (row) => clickableRow(() => row.key && /^\d{6}$/.test(row.key) && openRegion(row.key))
                  : drill && (!drill.from || drill.from.includes(dimension.key))
                    ? (row) =>
                        clickableRow(() => {
                          const key = drill.key ?? dimension.key;
                          // Drilling down within the page (a month's row shows that month by store): the page's own request changes.
                          if (drill.route === route.path) {
                            const bounds =
                              dimension.kind === 'period'
                                ? { startTime: row.start, endTime: row.end }
                                : { [key]: row.key };
                            setBody({ ...body, ...bounds, ...(drill.groupBy ? { groupBy: drill.groupBy } : {}) });
                            return;
                          }
                          const q = new URLSearchParams();
                          if (dimension.kind === 'period') {
                            q.set('startTime', String(row.start));
                            q.set('endTime', String(row.end));
                          } else {
                            q.set(key, row.key);
                            if (answer) {
                              q.set('startTime', String(answer.startTime));
                              q.set('endTime', String(answer.endTime));
                            }
                          }
                          if (drill.groupBy) q.set('groupBy', drill.groupBy);
                          // The page's filters and fixed ones go along: the list shows the students the row counts.
                          for (const f of def.filters ?? [])
                            if (request[f.key] != null && request[f.key] !== '') q.set(f.key, String(request[f.key]));
                          navigate(`${drill.routes?.[dimension.key] ?? drill.route}?${q}`);
                        })
                    : undefined
              }
              summary={() =>
                answer && answer.rows.length > 0 ? <ReportTotals def={def} columns={columns} answer={answer} /> : null
              }
            />
          </Card>
        </>
      )}
    </div>
  );
}
