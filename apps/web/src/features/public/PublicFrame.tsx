import type { ReactNode } from 'react';
import { Card, theme } from 'antd';
import { useShownTheme } from '../../platform/themeChoice';
import { ProductMark } from '../../kit/ProductMark';

/** Frame of the pages reachable without a token: product name on top, one card. */
export function PublicFrame({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  // Reached signed in, the page is in the user's theme; otherwise on its pale green.
  const background = useShownTheme() === 'dark' ? token.colorBgLayout : '#f3f7f5';
  return (
    <main style={{ minHeight: '100vh', background, padding: '48px 16px', boxSizing: 'border-box' }}>
      <div style={{ maxWidth: 720, margin: '0 auto' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 24 }}>
          <ProductMark size={36} />
          <span style={{ fontSize: 20, fontWeight: 600, color: token.colorText }}>驾培运营管理后台</span>
        </div>
        <Card title={title}>{children}</Card>
      </div>
    </main>
  );
}
