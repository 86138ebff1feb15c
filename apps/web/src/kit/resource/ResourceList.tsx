import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Card, Result, Table, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { pageKeyOf, type ResourceDef } from '@coach/domain/resources/types.ts';
import { useSession } from '../../platform/session';
import { useSessionScope } from '../../platform/sessionScope';
import { canUpdate, listRows, resultOf, type Row } from './api';
import { columnsOf, type RowColumn } from './columns';
import { ListToolbar } from './ListToolbar';
import { listBody, PAGE_SIZES } from './listQuery';
import { ResourceDetail, type DetailExtras } from './ResourceDetail';
import { ResourceFormDrawer } from './ResourceFormDrawer';
import type { FormExtras } from './ResourceFormFields';
import { RowActions } from './RowActions';
import { SearchForm } from './SearchForm';
import { useListActions, type ListActions } from './useListActions';
import { useListState, useLocalListState } from './useListState';
import { useStickyTable } from '../stickyTable';
import { namedSelection } from '../tableSelection';
import { useRowForms } from './rowForms';
import { useCallActions } from './callActions';
import { orderColumns } from '@coach/domain/preferences/index.ts';
import { useTableSettings } from './tableSettings/useTableSettings';
import { TableTools } from './tableSettings/TableTools';
import { tableEmptyText } from './tableEmpty';

/** antd's table sizes for the densities of the column tools (默认 roomy, 中等 the console's usual, 紧凑). */
const TABLE_SIZE = { default: 'large', middle: 'middle', small: 'small' } as const;

/** A list body without its paging: the filters a page's figures are asked for with. */
function filtersOf(body: Record<string, unknown>): Record<string, unknown> {
  const { pageNum: _pageNum, pageSize: _pageSize, ...filters } = body;
  return filters;
}

/** The 合计 line of a list whose definition sums fields over every matching row (not only the page). */
function TotalsRow({
  columns,
  totals,
  offset,
}: {
  columns: RowColumn[];
  totals: Record<string, number | string>;
  offset: number;
}) {
  return (
    <Table.Summary fixed="bottom">
      <Table.Summary.Row style={{ fontWeight: 600 }} data-testid="list-totals">
        {offset > 0 && <Table.Summary.Cell index={0} />}
        {columns.map((column, i) => (
          <Table.Summary.Cell key={column.key} index={i + offset} align={column.align}>
            {i === 0 ? '合计' : column.key in totals ? String(totals[column.key]) : null}
          </Table.Summary.Cell>
        ))}
      </Table.Summary.Row>
    </Table.Summary>
  );
}

/**
 * A whole list page derived from a resource definition: search form, toolbar, table with
 * paging and row selection, add/edit drawer and detail drawer. Filter and paging live in
 * the URL; data comes through TanStack Query (a result counts only on a true status). A
 * page passes only what is special to it:
 *   <ResourceList def={resourcesByName.version} />
 */
export interface ListContext {
  selected: readonly Row[];
  actions: ListActions;
}

export interface ResourceListProps {
  def: ResourceDef;
  formExtras?: FormExtras;
  detailExtras?: DetailExtras;
  /** Adjusts the derived columns (adds roleNames, userCount, ...). */
  columns?: (columns: RowColumn[]) => RowColumn[];
  /** 新增 / 编辑 open a page instead of the drawer (roles). */
  onAdd?: () => void;
  onEdit?: (row: Row) => void;
  /** Extra toolbar buttons. */
  toolbar?: (ctx: ListContext) => ReactNode;
  /** Extra row buttons (before 删除). */
  rowActions?: (row: Row, ctx: ListContext) => ReactNode;
  /** Shown above the list card (a page's own tool); a function gets the list's current filters (figures of the same rows). */
  header?: ReactNode | ((filters: Record<string, unknown>) => ReactNode);
  /** After anything this list wrote (save, state change, delete, move) or a refresh. */
  onChanged?: () => void;
  /** Filters fixed by the page's route (the set or category of one of several pages of the resource). */
  params?: Readonly<Record<string, string | number>>;
  /** One of several lists of a page: its filter and paging stay in the list, not the URL. */
  localState?: boolean;
}

export function ResourceList({
  def,
  formExtras,
  detailExtras,
  columns: adjust,
  onAdd,
  onEdit,
  toolbar,
  rowActions,
  header,
  onChanged,
  params,
  localState,
}: ResourceListProps) {
  const urlList = useListState(def, !localState);
  const localList = useLocalListState();
  const list = localState ? localList : urlList;
  const actions = useListActions(def, onChanged);
  const { anchor, sticky } = useStickyTable<Row>();
  const rowForms = useRowForms(def, actions);
  const callActions = useCallActions(def, actions);
  const table = useTableSettings(pageKeyOf(def));
  const tableCard = useRef<HTMLDivElement>(null);
  const { resMap } = useSession();
  const body = useMemo(() => ({ ...listBody(list.state), ...params }), [list.state, params]);
  const scope = useSessionScope();
  const query = useQuery({
    queryKey: ['resource', def.name, 'list', scope, body],
    queryFn: async ({ signal }) => resultOf(await listRows(def, body, signal)),
    // While the next page loads the last one stays, but never another channel's rows.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === scope ? keepPreviousData(previous) : undefined,
  });

  const [selectedKeys, setSelectedKeys] = useState<string[]>([]);
  const [editing, setEditing] = useState<{ row?: Row } | undefined>();
  const [viewing, setViewing] = useState<Row | undefined>();

  // Another page or filter: the ticks belonged to rows no longer shown.
  useEffect(() => setSelectedKeys([]), [body]);
  const rows = useMemo(() => query.data?.list ?? [], [query.data]);
  // Ticked rows as they are now (after a reload their states are fresh).
  const selected = useMemo(() => rows.filter((r) => selectedKeys.includes(r.id)), [rows, selectedKeys]);
  const ctx: ListContext = { selected, actions };

  // Past the last page (its rows were deleted): show the last page there is.
  const total = query.data?.total ?? 0;
  const { pageNum, pageSize } = list.state;
  useEffect(() => {
    if (query.isSuccess && !query.isPlaceholderData && rows.length === 0 && total > 0 && pageNum > 1)
      list.page(Math.ceil(total / pageSize), pageSize);
  }, [query.isSuccess, query.isPlaceholderData, rows.length, total, pageNum, pageSize, list]);

  const extras = useMemo<FormExtras | undefined>(
    () =>
      onChanged
        ? {
            ...formExtras,
            onSaved: (answer, creating, sent) => {
              formExtras?.onSaved?.(answer, creating, sent);
              onChanged();
            },
          }
        : formExtras,
    [formExtras, onChanged],
  );
  const openEdit = onEdit ?? ((row: Row) => setEditing({ row }));
  // A definition with a detail page opens it (the page's URL can be shared); else the drawer.
  const navigate = useNavigate();
  const openDetail = def.detailRoute
    ? (row: Row) => navigate(`${def.detailRoute}?id=${encodeURIComponent(row.id)}`)
    : setViewing;
  const openAdd = onAdd ?? (() => setEditing({}));

  // Derived each render: cheap, and the row buttons must see the current actions and ticks.
  const derived = columnsOf(def, resMap[pageKeyOf(def)]?.fields);
  const choices = adjust ? adjust(derived) : derived;
  // The user's column settings (order, hidden, pinned): the export follows the same columns.
  const laidOut = orderColumns(choices, table.settings);
  const density = table.settings?.density ?? 'middle';
  const columns: RowColumn[] = [
    ...laidOut,
    {
      key: '__actions',
      title: '操作',
      fixed: 'right',
      render: (_: unknown, row: Row) => (
        <RowActions
          def={def}
          row={row}
          actions={actions}
          onEdit={openEdit}
          onDetail={openDetail}
          extra={
            <>
              {rowForms.buttons(row)}
              {callActions.buttons(row)}
              {rowActions?.(row, ctx)}
            </>
          }
        />
      ),
    },
  ];

  // Ticking rows only where something acts on ticked rows (a read-only log has no boxes).
  const selectable = !!(def.api.delete || canUpdate(def) || def.transitions?.some((t) => t.batch) || toolbar);
  const failed = query.isError && !query.data;
  const totals = def.listTotals && query.data?.totals;
  return (
    <div
      ref={anchor}
      style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
      data-testid={`resource-list-${def.name}`}
    >
      {def.about && (
        <Typography.Text type="secondary" data-testid="list-about">
          {def.about}
        </Typography.Text>
      )}
      {typeof header === 'function' ? header(filtersOf(body)) : header}
      {def.fields.some((f) => f.search) && (
        <Card size="small">
          <SearchForm def={def} state={list.state} onSearch={list.search} onReset={list.reset} fixed={params} />
        </Card>
      )}
      <Card size="small" ref={tableCard} className="list-card">
        <ListToolbar
          def={def}
          actions={actions}
          selected={selected}
          onAdd={openAdd}
          onEdit={openEdit}
          onExport={() =>
            void actions.exportList({
              ...body,
              pageNum: undefined,
              pageSize: undefined,
              columns: laidOut.map((c) => c.key),
            })
          }
          tools={
            <TableTools
              columns={choices.map((c) => ({ key: c.key, title: typeof c.title === 'string' ? c.title : c.key }))}
              settings={table.settings}
              density={density}
              onSave={table.save}
              onReset={table.reset}
              fullscreenTarget={tableCard}
            />
          }
          importFields={
            params && def.fixedKeys
              ? Object.fromEntries(def.fixedKeys.filter((k) => params[k] !== undefined).map((k) => [k, params[k]]))
              : undefined
          }
          extra={
            <>
              {callActions.toolbar}
              {toolbar?.(ctx)}
            </>
          }
        />
        {failed ? (
          <Result
            status="error"
            title="加载失败"
            subTitle={query.error.message}
            extra={
              <Button type="primary" onClick={() => void query.refetch()}>
                重试
              </Button>
            }
          />
        ) : (
          <Table<Row>
            rowKey="id"
            size={TABLE_SIZE[density]}
            columns={columns}
            dataSource={rows}
            loading={query.isFetching}
            scroll={{ x: 'max-content' }}
            sticky={sticky}
            rowSelection={
              selectable
                ? {
                    selectedRowKeys: selectedKeys,
                    onChange: (keys) => setSelectedKeys(keys.map(String)),
                    ...namedSelection((row) => String(row[String(laidOut[0]?.key)] ?? row.id)),
                  }
                : undefined
            }
            locale={{ emptyText: tableEmptyText(query.isPending) }}
            summary={
              totals ? () => <TotalsRow columns={columns} totals={totals} offset={selectable ? 1 : 0} /> : undefined
            }
            pagination={{
              current: pageNum,
              pageSize,
              total,
              showSizeChanger: true,
              pageSizeOptions: PAGE_SIZES.map(String),
              showQuickJumper: total > pageSize * 5,
              showTotal: (n) => (query.data?.totalCapped ? `共 ${n}+ 条` : `共 ${n} 条`),
              onChange: (page, size) => list.page(page, size),
            }}
          />
        )}
      </Card>
      <ResourceFormDrawer
        def={def}
        open={!!editing}
        row={editing?.row}
        extras={extras}
        onClose={() => setEditing(undefined)}
      />
      <ResourceDetail def={def} row={viewing} onClose={() => setViewing(undefined)} extras={detailExtras} />
      {rowForms.drawers}
      {callActions.dialogs}
    </div>
  );
}
