import { useState } from 'react';
import { Card, Col, Row, Segmented, Skeleton, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DAILY_ANALYSIS } from '@coach/domain/resources/analytics/options.ts';
import { HOME_FIGURE_LINKS, HOME_FIGURES, homeFigures } from '@coach/domain/reports/dashboard.ts';
import { figureColumns, figureText } from '@coach/domain/reports/figures.ts';
import type { ReportAnswer } from '@coach/domain/reports/types.ts';
import { post } from '@coach/web/platform/http.ts';
import { EChart } from '@coach/web/kit/chart/EChart.tsx';
import { chartHasData, chartOption } from '@coach/web/kit/report/reportCharts.ts';

type Figures = Record<string, string | number> & { startTime: number; endTime: number };
type Overview = { today: Figures; month: Figures; lastMonth: Figures };

const columns = figureColumns(homeFigures);
const columnOf = (key: string) => columns.find((c) => c.key === key)!;

/** How this month compares with last month, as a signed percentage (none when last month had nothing). */
function change(now: number, before: number): string | undefined {
  if (!before) return undefined;
  const pct = ((now - before) / before) * 100;
  return `${pct >= 0 ? '+' : ''}${pct.toFixed(1)}%`;
}

/**
 * 首页's figures: today and this month (with last month beside it), each a link to the page
 * listing it for this month, and their trend by day or month. Counted by the same definition
 * as the reports (homeFigures), so a figure here is the number on its page.
 */
export function HomeFigures() {
  const [kind, setKind] = useState<'day' | 'month'>('day');
  const overview = useQuery({
    queryKey: ['home-overview'],
    queryFn: async () => {
      const answer = await post<Overview>(`${DAILY_ANALYSIS}/overview`, {});
      if (!answer.status) throw new Error(answer.message);
      return answer.result;
    },
  });
  const trend = useQuery({
    queryKey: ['home-trend', kind],
    queryFn: async () => {
      const answer = await post<ReportAnswer>(`${DAILY_ANALYSIS}/trend`, { kind });
      if (!answer.status) throw new Error(answer.message);
      return answer.result;
    },
  });
  if (overview.isError) return null;
  const data = overview.data;
  return (
    <>
      <Card
        variant="borderless"
        title="经营概况"
        extra={<Typography.Text type="secondary">今日 / 本月（与上月相比）</Typography.Text>}
      >
        {!data ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : (
          <Row gutter={[16, 16]} data-testid="home-figures">
            {HOME_FIGURES.map((key) => {
              const c = columnOf(key);
              const month = data.month[key];
              const diff = change(Number(month), Number(data.lastMonth[key]));
              const to = HOME_FIGURE_LINKS[key];
              const link = `${to}${to.includes('?') ? '&' : '?'}startTime=${data.month.startTime}&endTime=${data.month.endTime}`;
              return (
                <Col key={key} xs={12} md={8} xl={6} xxl={3}>
                  <Link to={link} data-testid={`home-figure-${key}`}>
                    <Card hoverable size="small">
                      <Statistic
                        title={`${c.label}${c.unit && c.format !== 'percent' ? `(${c.unit})` : ''}`}
                        value={figureText(month, c.format)}
                      />
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        今日 {figureText(data.today[key], c.format)}
                        {diff ? ` · 较上月 ${diff}` : ''}
                      </Typography.Text>
                    </Card>
                  </Link>
                </Col>
              );
            })}
          </Row>
        )}
      </Card>
      <Card
        variant="borderless"
        title="趋势"
        extra={
          <Segmented
            value={kind}
            onChange={(v) => setKind(v as 'day' | 'month')}
            options={[
              { value: 'day', label: '近30天' },
              { value: 'month', label: '近12个月' },
            ]}
          />
        }
      >
        <Row gutter={16}>
          {(homeFigures.charts ?? []).map((chart) => (
            <Col key={chart.key} xs={24} xl={12}>
              <Typography.Text strong>{chart.title}</Typography.Text>
              {trend.data ? (
                <EChart
                  option={chartOption(homeFigures, chart, trend.data)}
                  empty={!chartHasData(homeFigures, chart, trend.data)}
                  height={280}
                  testId={`home-chart-${chart.key}`}
                />
              ) : (
                <Skeleton active />
              )}
            </Col>
          ))}
        </Row>
      </Card>
    </>
  );
}
