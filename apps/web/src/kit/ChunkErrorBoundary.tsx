import { Component, type CSSProperties, type ErrorInfo, type ReactNode } from 'react';
import { ChunkLoadError } from './lazyPage';

/**
 * Catches a page that failed to load (or crashed while rendering) so the rest of the app
 * keeps working: shows the failure type, code and address, and 重新加载 reloads the app (a
 * browser remembers a failed module import, so only a reload really retries it). Plain
 * markup on purpose: it must render even when the chunk that failed was antd's; its text
 * colours are global.css's `page-error` rules, which follow the theme on screen.
 */
interface Props {
  children: ReactNode;
  /** A new key (another page) clears the error. */
  resetKey?: string;
}

interface State {
  error: unknown;
}

const TYPE_TEXT: Record<string, string> = {
  timeout: '加载超时',
  script: '脚本加载失败',
  css: '样式加载失败',
};

const box: CSSProperties = {
  margin: '48px auto',
  maxWidth: 560,
  padding: '32px 24px',
  textAlign: 'center',
  fontSize: 14,
  lineHeight: 1.8,
};
const code: CSSProperties = { borderRadius: 4, padding: '1px 6px', wordBreak: 'break-all' };
const button: CSSProperties = {
  marginTop: 20,
  padding: '6px 20px',
  border: 0,
  borderRadius: 6,
  background: '#14CD88',
  color: '#fff',
  fontSize: 14,
  cursor: 'pointer',
};

export class ChunkErrorBoundary extends Component<Props, State> {
  state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidUpdate(previous: Props): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: undefined });
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    // For whoever opens the browser console; the page shows a readable summary.
    console.warn('page failed', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = error instanceof ChunkLoadError ? error : undefined;
    return (
      <div role="alert" data-testid="page-error" className="page-error" style={box}>
        <div style={{ fontSize: 40, color: '#ff4d4f', lineHeight: 1 }} aria-hidden>
          ⚠
        </div>
        <h2 style={{ fontSize: 20, fontWeight: 600, margin: '12px 0' }}>{chunk ? '页面加载失败' : '页面出错了'}</h2>
        {chunk ? (
          <>
            <div>
              类型：{TYPE_TEXT[chunk.type]}（
              <code className="page-error-code" style={code}>
                {chunk.code}
              </code>
              ）
            </div>
            <div>
              地址：
              <code className="page-error-code" style={code}>
                {chunk.address}
              </code>
            </div>
          </>
        ) : (
          <div className="page-error-detail">{error instanceof Error ? error.message : String(error)}</div>
        )}
        <button type="button" style={button} onClick={() => window.location.reload()}>
          重新加载
        </button>
      </div>
    );
  }
}
