import { Card, Col, Empty, Result, Row, Skeleton, Statistic, theme, Typography } from 'antd';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DAILY_ANALYSIS } from '@coach/domain/resources/analytics/options.ts';
import { post } from '@coach/web/platform/http.ts';
import { useAccess } from '@coach/web/platform/access.tsx';

type WorkItem = { key: string; label: string; count: number; route: string; query: Record<string, string | number> };

/**
 * 工作台: what waits for the signed-in user — refunds to approve, filings failed, notices to
 * audit, withdrawals to pay, leads to follow up today — each counted within what the user may
 * see and opening its list filtered to them. Only the lists the user may open are shown.
 */
export function WorkbenchPage() {
  const access = useAccess();
  // A count waiting in orange that reads on the card (#FA8C16 is 2.37:1 on white, orange 8 is 5.4:1;
  // the dark theme's orange 8 is a light one).
  const { token } = theme.useToken();
  const work = useQuery({
    queryKey: ['workbench'],
    queryFn: async () => {
      const answer = await post<WorkItem[]>(`${DAILY_ANALYSIS}/workbench`, {});
      if (!answer.status) throw new Error(answer.message);
      return answer.result;
    },
  });
  if (work.isError) return <Result status="warning" title="待办加载失败" subTitle={(work.error as Error).message} />;
  if (!work.data) return <Skeleton active />;
  const items = work.data.filter((item) => access.canSeeRoute(item.route));
  const waiting = items.reduce((sum, item) => sum + item.count, 0);
  return (
    <Card
      variant="borderless"
      title="我的待办"
      extra={<Typography.Text type="secondary">共 {waiting} 项待处理</Typography.Text>}
    >
      {items.length === 0 ? (
        <Empty description="暂无可处理的待办" />
      ) : (
        <Row gutter={[16, 16]} data-testid="workbench">
          {items.map((item) => (
            <Col key={item.key} xs={24} sm={12} lg={8} xl={6}>
              <Link
                to={`${item.route}?${new URLSearchParams(Object.entries(item.query).map(([k, v]) => [k, String(v)]))}`}
                data-testid={`work-${item.key}`}
              >
                <Card hoverable size="small">
                  <Statistic
                    title={item.label}
                    value={item.count}
                    valueStyle={{ color: item.count ? token.orange8 : undefined }}
                  />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {item.count ? '点击前往处理' : '暂无待处理'}
                  </Typography.Text>
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
