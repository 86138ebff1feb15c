import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReportAnswer } from '@coach/domain/reports/index.ts';
import { channelStatistics } from '@coach/areas/channel/domain/index.ts';
import { EXPORT_ID_PATTERN, PREFERENCE_CALLS, tablePreferenceKey } from '@coach/domain/preferences/index.ts';

// jsdom has no canvas: the chart is drawn for real in the e2e tests (channelBack, csp).
vi.mock('../chart/EChart', () => ({
  EChart: ({ testId, empty }: { testId: string; empty?: boolean }) => (
    <div data-testid={testId}>{empty ? '暂无数据' : 'chart'}</div>
  ),
}));
// Test files share a worker's modules (isolate: false): a report page an earlier file loaded
// holds the real chart, so this file loads the page (and the session it reads) anew.
vi.resetModules();
const { clearSession, setChosenChannel } = await import('../../platform/session');
const { fakeServer, renderPage, signIn } = await import('../../test/appHarness');
const { ReportPage } = await import('./ReportPage');
vi.setConfig({ testTimeout: 30_000 });

const def = channelStatistics;
const route = def.routes[0];
const STAT = def.api.stat.replace(/^\/api/, '');
const answer = (kind: string): ReportAnswer => ({
  kind: kind as ReportAnswer['kind'],
  groupBy: 'period',
  startTime: 1,
  endTime: 2,
  rows: [
    {
      key: '1',
      label: kind === 'billingQuarter' ? '2026年第4季度' : '2026年10月',
      start: 1_790_000_000,
      end: 1_792_000_000,
      orderCount: 1200,
      paidCount: 3,
      paidAmount: '1234.50',
      settledAmount: '0.00',
      newMembers: 2,
    },
    {
      key: '2',
      label: '2026年11月',
      start: 1_792_000_001,
      end: 1_794_000_000,
      orderCount: 5,
      paidCount: 1,
      paidAmount: '10.00',
      settledAmount: '5.00',
      newMembers: 0,
    },
  ],
  totals: { orderCount: 1205, paidCount: 4, paidAmount: '1244.50', settledAmount: '5.00', newMembers: 2 },
});

const GET = PREFERENCE_CALLS.get.replace(/^\/api/, '');
const SAVE = PREFERENCE_CALLS.save.replace(/^\/api/, '');
const EXPORT = def.api.export!.replace(/^\/api/, '');
/** The user's stored layout of this page's table (none: the definition's). */
let stored: unknown = null;

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  window.history.replaceState(null, '', `/ui/coach${route.path}`);
  signIn();
  act(() => setChosenChannel('A'));
  stored = null;
  server = fakeServer({
    [STAT]: (body) => ({ result: answer((body as { kind: string }).kind) }),
    [GET]: () => ({ result: stored }),
    [SAVE]: (body: { value: unknown }) => {
      stored = body.value;
      return { message: '保存成功' };
    },
    [EXPORT]: { status: false, message: '（导出在 e2e 中下载）' },
  });
});
const headers = () =>
  [...screen.getByTestId('report-table').querySelectorAll('thead:not(.reader-head) th')]
    .map((th) => th.textContent)
    .filter(Boolean);
const totalsLine = () => [...screen.getByTestId('report-totals').querySelectorAll('td')].map((td) => td.textContent);
afterEach(() => {
  act(() => clearSession());
  window.history.replaceState(null, '', '/');
});

describe('ReportPage from a definition (渠道统计)', () => {
  it('shows the totals, the charts and the rows with a 合计 line, figures formatted', async () => {
    renderPage(<ReportPage def={def} route={route} />, route.path);
    const table = await screen.findByTestId('report-table');
    await within(table).findByText('2026年10月');
    expect(within(table).getByText('1,200')).toBeTruthy();
    expect(within(table).getByText('1,234.50')).toBeTruthy();
    expect(within(table).getByText('合计')).toBeTruthy();
    expect(within(table).getByText('1,244.50')).toBeTruthy();
    expect(within(screen.getByTestId('report-summary')).getByText('1,205')).toBeTruthy();
    expect(screen.getByText('营收金额(元)', { selector: '.ant-statistic-title' })).toBeTruthy();
    expect(screen.getByTestId('chart-orders').textContent).toBe('chart');
    expect(server.callsTo(STAT)[0].body).toEqual({ kind: 'billingMonth' });
  });

  it("drills down within the page: a month's row asks for that month by the drill's rows", async () => {
    const self = { ...def, drill: { route: route.path, from: ['period'], groupBy: 'channelId' } } as typeof def;
    renderPage(<ReportPage def={self} route={route} />, route.path);
    fireEvent.click(await screen.findByText('2026年10月'));
    await waitFor(() =>
      expect(server.callsTo(STAT).at(-1)!.body).toEqual({
        kind: 'billingMonth',
        startTime: 1_790_000_000,
        endTime: 1_792_000_000,
        groupBy: 'channelId',
      }),
    );
  });

  it('drills down from the keyboard too: the row takes focus and Enter opens it (issue 52)', async () => {
    const self = { ...def, drill: { route: route.path, from: ['period'], groupBy: 'channelId' } } as typeof def;
    renderPage(<ReportPage def={self} route={route} />, route.path);
    const row = (await screen.findByText('2026年10月')).closest('tr')!;
    expect(row.tabIndex).toBe(0);
    act(() => row.focus());
    fireEvent.keyDown(row, { key: 'Enter', code: 'Enter' });
    await waitFor(() =>
      expect(server.callsTo(STAT).at(-1)!.body).toMatchObject({ startTime: 1_790_000_000, groupBy: 'channelId' }),
    );
  });

  it('asks again for the period kind chosen', async () => {
    renderPage(<ReportPage def={def} route={route} />, route.path);
    await screen.findByText('2026年10月');
    fireEvent.click(screen.getByText('按季度'));
    await screen.findByText('2026年第4季度');
    expect(server.callsTo(STAT).at(-1)!.body).toEqual({ kind: 'billingQuarter' });
  });

  it('asks staff to choose a channel first, and calls nothing', async () => {
    act(() => setChosenChannel(undefined));
    renderPage(<ReportPage def={def} route={route} />, route.path);
    await screen.findByText('请先选择渠道');
    await waitFor(() => expect(server.callsTo(STAT)).toHaveLength(0));
  });

  it('lays the table out as the user saved it for this page, and exports those columns in that order', async () => {
    stored = {
      columns: [{ key: 'paidAmount' }, { key: 'range', hidden: true }, { key: 'orderCount', fixed: 'right' }],
      density: 'middle',
    };
    renderPage(<ReportPage def={def} route={route} />, route.path);
    await screen.findByText('2026年10月');
    await waitFor(() => expect(headers()[1]).toBe('营收金额(元)'));
    // The rows' name first; 起止时间 hidden; 订单数 pinned to the right end; the rest in the definition's order.
    expect(headers()).toEqual(['周期', '营收金额(元)', '支付订单数', '结算金额(元)', '新增成员', '订单数']);
    expect(totalsLine()).toEqual(['合计', '1,244.50', '4', '5.00', '2', '1,205']);
    expect(server.callsTo(GET)[0].body).toEqual({ key: tablePreferenceKey(route.path) });
    expect(document.querySelector('.ant-table-medium')).toBeTruthy(); // 中等, as saved

    fireEvent.click(screen.getByText('导出', { selector: 'button *' }));
    await waitFor(() => expect(server.callsTo(EXPORT)).toHaveLength(1));
    expect(server.callsTo(EXPORT)[0].body).toEqual({
      kind: 'billingMonth',
      columns: ['paidAmount', 'paidCount', 'settledAmount', 'newMembers', 'orderCount'],
      // Its progress is asked for under this id while it runs (as a list's export).
      exportId: expect.stringMatching(EXPORT_ID_PATTERN),
    });
  });

  it('hides a column ticked off in 列设置, saved as the user’s own, and 重置 brings the definition’s back', async () => {
    renderPage(<ReportPage def={def} route={route} />, route.path);
    await screen.findByText('2026年10月');
    expect(headers()).toEqual(['周期', '起止时间', '订单数', '支付订单数', '营收金额(元)', '结算金额(元)', '新增成员']);
    fireEvent.click(screen.getByLabelText('列设置'));
    const panel = await screen.findByTestId('column-settings');
    fireEvent.click(
      within(panel).getByText('支付订单数').closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!,
    );
    await waitFor(() => expect(headers()).not.toContain('支付订单数'));
    expect(server.callsTo(SAVE).at(-1)!.body).toMatchObject({
      key: tablePreferenceKey(route.path),
      value: { columns: expect.arrayContaining([{ key: 'paidCount', hidden: true }]) },
    });
    expect(totalsLine()).toEqual(['合计', '', '1,205', '1,244.50', '5.00', '2']);

    fireEvent.click(within(panel).getByText('重置'));
    await waitFor(() => expect(headers()).toContain('支付订单数'));
    expect(server.callsTo(SAVE).at(-1)!.body).toEqual({ key: tablePreferenceKey(route.path), value: null });
  });
});
