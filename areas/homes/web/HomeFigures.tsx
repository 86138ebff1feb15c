import { useState } from 'react';
import { Card, Col, Row, Segmented, Skeleton, Statistic, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { HOME_FIGURE_LINKS, HOME_FIGURES, homeFigures } from '@coach/domain/reports/dashboard.ts';
import { figureColumns, figureText } from '@coach/domain/reports/figures.ts';
import { changeText } from '@coach/domain/reports/toDate.ts';
import type { ReportAnswer } from '@coach/domain/reports/types.ts';
import { post } from '@coach/web/platform/http.ts';
import { FIRST_TREND, HOME_OVERVIEW, HOME_TREND, type TrendKind } from './homeCalls';
import { EChart } from '@coach/web/kit/chart/EChart.tsx';
import { chartHasData, chartOption } from '@coach/web/kit/report/reportCharts.ts';

type Figures = Record<string, string | number | null> & { startTime: number; endTime: number };
/** A stretch counted: its first and last day (12月1日–12月15日). */
type Span = Figures & { label: string };
type Overview = {
  today: Figures;
  month: Span;
  lastMonth: Span;
  /** 实际营收 over the billing period of 财务账单 so far (`period` 2026年12月, `whole` 11月26日–12月25日). */
  billing: Span & { period: string; whole: string };
  lastBilling: Span;
};

const columns = figureColumns(homeFigures);
const columnOf = (key: string) => columns.find((c) => c.key === key)!;

/** The figure a card shows, what it is compared with, and the words saying which days each counts. */
function cardOf(key: string, data: Overview) {
  if (key === 'income') {
    const { billing, lastBilling } = data;
    return {
      value: billing.income,
      before: lastBilling.income,
      span: billing,
      period: `账期 ${billing.period}（${billing.whole}，同财务账单）`,
      versus: '较上期同期',
      hint: `实际营收按财务账单的账期统计（每月26日至次月25日）：本账期 ${billing.label} 与上一账期同期 ${lastBilling.label} 相比`,
    };
  }
  const { month, lastMonth } = data;
  return {
    value: month[key],
    before: lastMonth[key],
    span: month,
    period: `本月 ${month.label}`,
    versus: '较上月同期',
    hint: `本月至今 ${month.label} 与上月同期 ${lastMonth.label} 相比（同样的天数，不与上月整月相比）`,
  };
}

/**
 * 首页's figures: this month so far against the same days of last month (on the 1st, the 1st
 * against the 1st), 实际营收 over 财务账单's billing period; each says on screen which days it
 * counts and on hover what it is compared with, and links to the page listing it for them. Counted by the same definition
 * as the reports (homeFigures), so a figure here is the number on its page.
 */
const figureTitle = (c: { label: string; unit?: string; format?: string }) =>
  `${c.label}${c.unit && c.format !== 'percent' ? `(${c.unit})` : ''}`;

export function HomeFigures() {
  const [kind, setKind] = useState<TrendKind>(FIRST_TREND);
  const overview = useQuery({
    queryKey: ['home-overview'],
    queryFn: async () => {
      const answer = await post<Overview>(HOME_OVERVIEW, {});
      if (!answer.status) throw new Error(answer.message);
      return answer.result;
    },
  });
  const trend = useQuery({
    queryKey: ['home-trend', kind],
    queryFn: async () => {
      const answer = await post<ReportAnswer>(HOME_TREND, { kind });
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
        extra={<Typography.Text type="secondary">本月至今，与上月同期（同样的天数）相比</Typography.Text>}
      >
        {!data ? (
          // The cards' own grid while they load, so the page below keeps its place (issue 53.2:
          // a two-line skeleton in their stead shifted the trend and the quick links).
          <Row gutter={[16, 16]} aria-busy>
            {HOME_FIGURES.map((key) => (
              <Col key={key} xs={12} md={8} xl={6} xxl={key === 'income' ? 6 : 3}>
                <Card size="small">
                  <Statistic title={figureTitle(columnOf(key))} value=" " />
                  <Skeleton
                    active
                    title={false}
                    paragraph={{ rows: 2, width: ['60%', '80%'] }}
                    style={{ height: 40 }}
                  />
                </Card>
              </Col>
            ))}
          </Row>
        ) : (
          <Row gutter={[16, 16]} data-testid="home-figures">
            {HOME_FIGURES.map((key) => {
              const c = columnOf(key);
              const card = cardOf(key, data);
              const diff = changeText(
                card.value == null ? null : Number(card.value),
                card.before == null ? null : Number(card.before),
              );
              const to = HOME_FIGURE_LINKS[key];
              const link = `${to}${to.includes('?') ? '&' : '?'}startTime=${card.span.startTime}&endTime=${card.span.endTime}`;
              return (
                <Col key={key} xs={12} md={8} xl={6} xxl={key === 'income' ? 6 : 3}>
                  <Tooltip title={card.hint} trigger={['hover', 'focus']}>
                    <Link to={link} data-testid={`home-figure-${key}`} aria-description={card.hint}>
                      <Card hoverable size="small">
                        <Statistic title={figureTitle(c)} value={figureText(card.value, c.format)} />
                        <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
                          {card.period}
                        </Typography.Text>
                        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={`home-change-${key}`}>
                          今日 {figureText(data.today[key], c.format)} · {card.versus} {diff}
                        </Typography.Text>
                      </Card>
                    </Link>
                  </Tooltip>
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
                <div style={{ height: 280 }}>
                  <Skeleton active />
                </div>
              )}
            </Col>
          ))}
        </Row>
      </Card>
    </>
  );
}
