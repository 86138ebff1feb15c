import { Card, Col, Descriptions, Result, Row, Skeleton, Statistic, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CHANNEL_MANAGE_PATHS, type ChannelIndex } from '../domain/manage';
import { formatTime } from '@coach/domain/format/index.ts';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { post } from '@coach/web/platform/http.ts';
import { activeChannelId, useSession } from '@coach/web/platform/session.ts';
import { resultOf } from '@coach/web/kit/resource/api.ts';

const RECEIVE_ROUTE = resourcesByName.channelCouponReceive.route;
const USE_ROUTE = resourcesByName.channelCouponUse.route;

/**
 * 渠道信息: the channel's details and its totals (members, orders, amount paid, coupons related,
 * received and used — the last two open their detail pages), for the session's channel or
 * the one staff chose in the header.
 */
export function ChannelInfoPage() {
  useSession();
  const channelId = activeChannelId();
  const query = useQuery({
    queryKey: ['channel-index', channelId],
    queryFn: async () => resultOf(await post<ChannelIndex>(CHANNEL_MANAGE_PATHS.index, {})),
    enabled: !!channelId,
  });
  if (!channelId) return <Result status="info" title="请先选择渠道" />;
  if (query.isError) return <Result status="error" title="加载失败" subTitle={query.error.message} />;
  const data = query.data;
  if (!data) return <Skeleton active />;
  const { channel } = data;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }} data-testid="channel-info">
      <Card title="渠道信息" size="small">
        <Descriptions column={3} size="small">
          <Descriptions.Item label="渠道名称">{channel.name}</Descriptions.Item>
          <Descriptions.Item label="登录账号">{channel.account ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="状态">
            {channel.disable ? <Tag>停用</Tag> : <Tag color="green">启用</Tag>}
          </Descriptions.Item>
          <Descriptions.Item label="联系人">{channel.contactName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="联系电话">{channel.contactMobile ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="渠道规则">{channel.channelRuleName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="地址">{channel.address ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="创建时间">{formatTime(channel.createTime)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Row gutter={16}>
        <Col span={6}>
          <Card size="small">
            <Statistic title="渠道成员" value={data.memberCount} suffix="人" />
          </Card>
        </Col>
        <Col span={6}>
          <Card size="small">
            <Statistic title="渠道订单" value={data.orderCount} suffix="单" />
          </Card>
        </Col>
        <Col span={6}>
          <Card size="small">
            <Statistic title="成交金额(元)" value={data.paidAmount} precision={2} />
          </Card>
        </Col>
        <Col span={6}>
          <Card size="small">
            <Statistic title="待结算佣金(元)" value={data.pendingBillAmount} precision={2} />
          </Card>
        </Col>
      </Row>
      <Card title="渠道优惠券" size="small">
        <Row gutter={16}>
          <Col span={8}>
            <Statistic title="关联优惠券" value={data.couponCount} suffix="张" />
          </Col>
          <Col span={8}>
            <Statistic title="已领取" value={data.couponReceivedCount} suffix="张" />
            <Link to={RECEIVE_ROUTE} data-testid="coupon-receive-link">
              领取明细
            </Link>
          </Col>
          <Col span={8}>
            <Statistic title="已使用" value={data.couponUsedCount} suffix="张" />
            <Link to={USE_ROUTE} data-testid="coupon-use-link">
              使用明细
            </Link>
          </Col>
        </Row>
      </Card>
    </div>
  );
}
