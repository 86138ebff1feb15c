import type { ReactNode } from 'react';
import { Card } from 'antd';
import { ProductMark } from '../../kit/ProductMark';

/** Frame of the pages reachable without a token: product name on top, one card. */
export function PublicFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main style={{ minHeight: '100vh', background: '#f3f7f5', padding: '48px 16px', boxSizing: 'border-box' }}>
      <div style={{ maxWidth: 720, margin: '0 auto' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 24 }}>
          <ProductMark size={36} />
          <span style={{ fontSize: 20, fontWeight: 600 }}>驾培运营管理后台</span>
        </div>
        <Card title={title}>{children}</Card>
      </div>
    </main>
  );
}
