import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { channelStatistics, type ReportAnswer } from '@coach/domain/reports/index.ts';

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

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  window.history.replaceState(null, '', `/ui/coach${route.path}`);
  signIn();
  act(() => setChosenChannel('A'));
  server = fakeServer({ [STAT]: (body) => ({ result: answer((body as { kind: string }).kind) }) });
});
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
});
