import { Spin } from 'antd';

/** Centred spinner for a page (or the whole app) that is still loading. */
export function PageSpin({ fullscreen = false, tip }: { fullscreen?: boolean; tip?: string }) {
  return (
    <div
      role="status"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullscreen ? '100vh' : 240,
        width: '100%',
      }}
    >
      <Spin size="large" description={tip} />
    </div>
  );
}
