import { useMemo } from 'react';
import { Result } from 'antd';
import { useLocation } from 'react-router';
import { DefinedList, routeDefOf } from '@coach/web/kit/resource/index.ts';
import { ExplainButton } from './ExplainButton';

/** A campaign list (秒杀, 拼团, 砍价, 大转盘): its definition's list plus 活动说明. */
export function CampaignListPage() {
  const { pathname } = useLocation();
  const found = useMemo(() => routeDefOf(pathname), [pathname]);
  if (found?.kind !== 'list') return <Result status="404" title="页面未定义" subTitle={pathname} />;
  return <DefinedList def={found.def} toolbar={() => <ExplainButton listRoute={pathname} />} />;
}
