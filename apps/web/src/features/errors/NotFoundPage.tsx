import { Button, Result, theme } from 'antd';
import { useNavigate } from 'react-router';

/** /error/404: where every unknown (or not granted) path ends (spec §2). */
export default function NotFoundPage() {
  const navigate = useNavigate();
  const { token } = theme.useToken(); // the Result's texts are the theme's: so is the page behind them
  return (
    <div
      data-testid="not-found"
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: token.colorBgContainer,
      }}
    >
      <Result
        status="404"
        title="404"
        subTitle="抱歉，您访问的页面不存在或您没有访问权限。"
        extra={
          <Button type="primary" onClick={() => navigate('/', { replace: true })}>
            返回首页
          </Button>
        }
      />
    </div>
  );
}
