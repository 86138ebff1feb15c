import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';
import { PRIMARY_COLOR } from '@coach/domain/theme.ts';
import { ProductMark } from '../../kit/ProductMark';

/** The frame of the login page: a soft green backdrop and a centred card with the product. */
const page: CSSProperties = {
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '24px 16px',
  boxSizing: 'border-box',
  background: `radial-gradient(1200px 600px at 10% -10%, ${PRIMARY_COLOR}33, transparent 60%),
    radial-gradient(900px 500px at 110% 110%, ${PRIMARY_COLOR}2e, transparent 60%),
    linear-gradient(160deg, #f3fbf7 0%, #eef5f2 100%)`,
};

const card: CSSProperties = {
  width: '100%',
  maxWidth: 400,
  padding: '40px 36px 32px',
  borderRadius: 16,
  background: '#fff',
  boxShadow: '0 12px 40px rgba(20, 80, 56, 0.12)',
  boxSizing: 'border-box',
};

export function LoginLayout({ children }: { children: ReactNode }) {
  // Secondary words in the theme's readable grey (issue 52: antd's 0.45 black is 3.36:1).
  const { token } = theme.useToken();
  return (
    <main style={page}>
      <section style={card} aria-labelledby="login-title">
        <header style={{ textAlign: 'center', marginBottom: 32 }}>
          <ProductMark size={52} />
          <h1
            id="login-title"
            style={{ margin: '16px 0 6px', fontSize: 24, fontWeight: 600, color: 'rgba(0,0,0,0.88)' }}
          >
            驾培运营管理后台
          </h1>
          <p style={{ margin: 0, fontSize: 14, color: token.colorTextTertiary }}>欢迎登录，请输入您的账号信息</p>
        </header>
        {children}
      </section>
      <footer
        style={{
          position: 'fixed',
          bottom: 16,
          left: 0,
          right: 0,
          textAlign: 'center',
          fontSize: 12,
          color: token.colorTextTertiary,
        }}
      >
        驾培运营管理后台 · 驾校、门店与渠道的一站式运营
      </footer>
    </main>
  );
}
