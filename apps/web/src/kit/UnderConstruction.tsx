import { Result, Typography, theme } from 'antd';
import ToolOutlined from '@ant-design/icons/ToolOutlined';
import { PRIMARY_COLOR } from '@coach/domain/theme.ts';
import { matchRoute } from '@coach/domain/routes/index.ts';
import { useLocation } from 'react-router';

/**
 * The honest placeholder of a page that is not built yet: the shell, menus and permissions
 * around it work; the page says so instead of showing a blank area or invented data.
 */
export default function UnderConstruction() {
  const { pathname } = useLocation();
  const route = matchRoute(pathname);
  const { token } = theme.useToken();
  return (
    <div
      data-testid="under-construction"
      style={{ background: token.colorBgContainer, borderRadius: 8, padding: '24px 0' }}
    >
      <Result
        icon={<ToolOutlined style={{ color: PRIMARY_COLOR }} />}
        title="建设中"
        subTitle={
          <>
            <Typography.Text strong style={{ fontSize: 16 }}>
              {route?.title ?? '页面'}
            </Typography.Text>
            <br />
            <Typography.Text type="secondary" code>
              {pathname}
            </Typography.Text>
          </>
        }
        extra={<Typography.Text type="secondary">该页面正在建设中，敬请期待。</Typography.Text>}
      />
    </div>
  );
}
