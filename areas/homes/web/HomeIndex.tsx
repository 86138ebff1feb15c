import { useMemo } from 'react';
import { Card, Col, Row, Tag, Typography, theme } from 'antd';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import type { MenuNode } from '@coach/domain/routes/index.ts';
import { useAccess } from '@coach/web/platform/access.tsx';
import { useSession } from '@coach/web/platform/session.ts';
import { landingOf, visibleGroups } from '@coach/web/layout/menuModel.ts';
import { HomeFigures } from './HomeFigures';

/**
 * 首页 (/homes/home/index): a greeting, the business figures (counted as the reports count
 * them, see HomeFigures) with their trend, and the way into every area the user may open.
 */
function greeting(hour: number): string {
  if (hour < 6) return '凌晨好';
  if (hour < 12) return '上午好';
  if (hour < 14) return '中午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

function countPages(node: MenuNode): number {
  return node.isPage ? 1 : node.children.reduce((sum, child) => sum + countPages(child), 0);
}

export default function HomeIndex() {
  const { profile } = useSession();
  const access = useAccess();
  const groups = useMemo(() => visibleGroups(access).filter((g) => g.path !== '/homes'), [access]);
  const user = profile?.user;
  const now = dayjs();
  const { token } = theme.useToken();

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Card variant="borderless" styles={{ body: { padding: '24px 28px' } }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {greeting(now.hour())}，{user?.name || user?.account || '用户'}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 12px' }}>
          今天是 {now.format('YYYY年M月D日 dddd')}
          {user?.tenantName ? `，当前机构：${user.tenantName}` : ''}
        </Typography.Paragraph>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {access.isAdmin && <Tag color="green">管理员</Tag>}
          {user?.roles.map((role) => (
            <Tag key={role.id}>{role.roleName}</Tag>
          ))}
          {user?.channel && <Tag color="blue">渠道：{user.channel.name}</Tag>}
        </div>
      </Card>

      <HomeFigures />

      <Card variant="borderless" title="快捷入口">
        {groups.length === 0 ? (
          <Typography.Text type="secondary">暂无可访问的功能，请联系管理员分配权限。</Typography.Text>
        ) : (
          <Row gutter={[16, 16]}>
            {groups.map((group) => {
              const target = landingOf(group);
              const sections = group.children.slice(0, 4).map((c) => c.title);
              return (
                <Col key={group.path} xs={24} sm={12} lg={8} xl={6}>
                  <Link
                    to={target ?? group.path}
                    data-testid={`quick-link-${group.path.slice(1)}`}
                    style={{ display: 'block' }}
                  >
                    <Card hoverable size="small" styles={{ body: { padding: 16 } }}>
                      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                        <Typography.Text strong style={{ fontSize: 16 }}>
                          {group.title}
                        </Typography.Text>
                        <RightOutlined style={{ color: token.colorTextQuaternary }} />
                      </div>
                      <Typography.Paragraph type="secondary" ellipsis style={{ margin: '8px 0 0', fontSize: 13 }}>
                        {sections.join(' · ')}
                      </Typography.Paragraph>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {countPages(group)} 个功能页面
                      </Typography.Text>
                    </Card>
                  </Link>
                </Col>
              );
            })}
          </Row>
        )}
      </Card>
    </div>
  );
}
