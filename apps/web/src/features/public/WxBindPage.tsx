import { useEffect, useRef, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { post } from '../../platform/http';
import { PublicFrame } from './PublicFrame';

/**
 * /wxBind: WeChat sends the user back here with `code` and `state`; the page hands them to
 * the server (`wxBind.pass`, no token) and shows the outcome.
 */
type Outcome = { kind: 'loading' } | { kind: 'done'; ok: boolean; message: string };

export default function WxBindPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'loading' });
  const sent = useRef('');

  useEffect(() => {
    if (!code) {
      setOutcome({ kind: 'done', ok: false, message: '缺少微信授权参数，请从微信重新进入' });
      return;
    }
    // Each WeChat code works once: StrictMode's second effect run must not send it again.
    if (sent.current === code) return;
    sent.current = code;
    post<unknown>('/auth/inner/sysAuth/v1/wxBind.pass', { code, state }, { silent: true })
      .then((r) =>
        setOutcome({ kind: 'done', ok: r.status, message: r.message || (r.status ? '绑定成功' : '绑定失败') }),
      )
      .catch((e: unknown) =>
        setOutcome({ kind: 'done', ok: false, message: e instanceof Error ? e.message : '绑定失败' }),
      );
  }, [code, state]);

  return (
    <PublicFrame title="微信绑定">
      {outcome.kind === 'loading' ? (
        <div style={{ textAlign: 'center', padding: 48 }}>
          <Spin size="large" description="正在绑定..." />
        </div>
      ) : (
        <Result
          status={outcome.ok ? 'success' : 'error'}
          title={outcome.ok ? '绑定成功' : '绑定失败'}
          subTitle={outcome.message}
          extra={
            <Button type="primary" onClick={() => navigate('/login')}>
              前往登录
            </Button>
          }
        />
      )}
    </PublicFrame>
  );
}
