import { Card, Col, Row, Statistic } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { memberClassHours, MEMBER_HOURS_STATISTICS } from '../domain/classHours';
import { ResourceList } from '@coach/web/kit/resource/index.ts';
import { resultOf } from '@coach/web/kit/resource/api.ts';
import { post } from '@coach/web/platform/http.ts';

type Figures = { members: number; bought: number; used: number; returned: number; expired: number; remaining: number };
const FIGURES: readonly [keyof Figures, string, string][] = [
  ['members', '会员人数', '人'],
  ['bought', '购买课时', '课时'],
  ['used', '已用课时', '课时'],
  ['returned', '退还课时', '课时'],
  ['expired', '过期课时', '课时'],
  ['remaining', '剩余课时', '课时'],
];

/** The figures of the members the list shows (vip/statistics with the same filters). */
function MemberHoursFigures({ filters }: { filters: Record<string, unknown> }) {
  const query = useQuery({
    queryKey: ['member-hours-statistics', filters],
    queryFn: async ({ signal }) => resultOf(await post<Figures>(MEMBER_HOURS_STATISTICS, filters, { signal })),
  });
  return (
    <Card size="small" loading={query.isLoading} data-testid="member-hours-figures">
      <Row gutter={16}>
        {FIGURES.map(([key, title, unit]) => (
          <Col key={key} span={4}>
            <Statistic title={title} value={query.data?.[key] ?? 0} suffix={unit} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}

/** 会员课时: the accounts with the figures of the members shown (remaining = bought − used + returned − expired). */
export function MemberHoursPage() {
  return <ResourceList def={memberClassHours} header={(filters) => <MemberHoursFigures filters={filters} />} />;
}
