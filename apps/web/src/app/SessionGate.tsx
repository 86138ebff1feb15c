import { Button, theme } from 'antd';
import { useNavigate } from 'react-router';
import { PageSpin } from '../kit/PageSpin';
import { loadSession } from '../platform/bootstrap';
import { clearSession, useSession } from '../platform/session';

/**
 * What a signed-in user sees while `load` runs, or when it failed: a spinner, or the reason
 * with 重新加载 and 重新登录 (never a blank page).
 */
export function SessionGate() {
  const session = useSession();
  const navigate = useNavigate();
  const { token } = theme.useToken(); // signed in: the user's theme
  if (session.phase !== 'failed') return <PageSpin fullscreen tip="加载中..." />;
  return (
    <div
      role="alert"
      style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: token.colorBgLayout }}
    >
      <div style={{ textAlign: 'center', padding: 32 }}>
        <h2 style={{ fontSize: 20, margin: '0 0 8px', color: token.colorText }}>用户信息加载失败</h2>
        <p style={{ color: token.colorTextSecondary, margin: '0 0 24px' }}>{session.error}</p>
        <Button type="primary" onClick={() => void loadSession()} style={{ marginRight: 12 }}>
          重新加载
        </Button>
        <Button
          onClick={() => {
            clearSession();
            navigate('/login', { replace: true });
          }}
        >
          重新登录
        </Button>
      </div>
    </div>
  );
}
