import { useEffect, useState } from 'react';
import { Button, Modal, Result, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatTime } from '@coach/domain/format/index.ts';
import { get } from '../platform/http';
import { setMenuState, useMenuState } from './menuStore';

/**
 * 远程协助授权码 (spec §3 menu state `codeFlag`, call getPcRemoteAuthCode): a short-lived
 * code the user reads out to remote support, who may then act on this account until it
 * expires. Opened from the user menu; every opening asks for a fresh code, and 重新获取
 * replaces one that ran out while the dialog stayed open.
 */
interface AuthCode {
  authCode: string;
  /** Unix seconds. */
  expireTime: number;
}

export const AUTH_CODE_CALL = '/system/authcodes/getPcRemoteAuthCode';

function useSecondsLeft(expireTime: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expireTime) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expireTime]);
  return expireTime ? Math.max(0, Math.round(expireTime - now / 1000)) : 0;
}

const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

export function RemoteAuthCodeModal() {
  const { codeFlag } = useMenuState();
  const code = useQuery({
    queryKey: ['remoteAuthCode'],
    queryFn: async () => {
      const answer = await get<AuthCode>(AUTH_CODE_CALL, { quiet: true });
      // The dialog shows the server's message itself (quiet: no toast on top of it).
      if (!answer.status || !answer.result) throw new Error(answer.message);
      return answer.result;
    },
    enabled: codeFlag,
    // A code is single-purpose: never served from cache to a later opening.
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
  const left = useSecondsLeft(code.data?.expireTime);
  const expired = !!code.data && left === 0;

  return (
    <Modal
      title="远程协助授权码"
      open={codeFlag}
      onCancel={() => setMenuState({ codeFlag: false })}
      destroyOnHidden
      footer={[
        <Button key="refresh" onClick={() => void code.refetch()} loading={code.isFetching}>
          重新获取
        </Button>,
        <Button key="close" type="primary" onClick={() => setMenuState({ codeFlag: false })}>
          关闭
        </Button>,
      ]}
    >
      <div data-testid="remote-auth-code" style={{ textAlign: 'center', padding: '12px 0' }}>
        {code.isPending || (code.isFetching && !code.data) ? (
          <Spin />
        ) : code.isError ? (
          <Result status="warning" title="授权码获取失败" subTitle={code.error.message || '请稍后重试'} />
        ) : (
          <>
            <Typography.Paragraph type="secondary">
              请将授权码告知远程协助人员，授权码仅在有效期内可用。
            </Typography.Paragraph>
            <Typography.Text
              copyable={!expired ? { text: code.data.authCode, tooltips: ['复制', '已复制'] } : false}
              delete={expired}
              style={{ fontSize: 32, fontFamily: 'monospace', letterSpacing: 6 }}
            >
              {code.data.authCode}
            </Typography.Text>
            <Typography.Paragraph type={expired ? 'danger' : 'secondary'} style={{ marginTop: 12 }}>
              {expired
                ? '授权码已过期，请重新获取'
                : `有效期至 ${formatTime(code.data.expireTime, 'HH:mm:ss')}（剩余 ${clock(left)}）`}
            </Typography.Paragraph>
          </>
        )}
      </div>
    </Modal>
  );
}
