import { useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { ResourceFormPage, RowButton, type Row } from '@coach/web/kit/resource/index.ts';
import { PasswordDialog } from '@coach/web/kit/password/PasswordDialog.tsx';
import { usePasswordActions } from '@coach/web/kit/password/usePasswordActions.tsx';
import { issuedChannelPassword } from './issuedPasswords';
import { DefinedList } from '@coach/web/kit/resource/index.ts';
import { QrcodeDialog } from './QrcodeDialog';
import { Access } from '@coach/web/platform/access.tsx';
import { buttonCode } from '@coach/domain/resources/types.ts';
import { useAccess } from '@coach/web/platform/access.tsx';
import { canSeeRoute } from '@coach/web/platform/permissions.ts';
import { setChosenChannel } from '@coach/web/platform/session.ts';
import { evictCached } from '@coach/web/app/keepAlive/evict.ts';
import { CHANNEL_GROUP, CHANNEL_HOME } from '@coach/web/app/paths.ts';

/**
 * 渠道管理: channels with their login accounts. 新增 (on the form page) answers the account's
 * initial password once, shown when the list comes back; 重置密码 issues a new one; 二维码
 * shows the channel's enrolment QR code to download; 渠道后台 (staff granted the channel info
 * page) opens the hidden channel area as that channel: the way staff reach it, since it is no
 * group of their top menu.
 */
const def = resourcesByName.channel;
export const CHANNEL_RESET_PASSWORD = '/api/bbxc/tenant/inner/channel/v1/resetPassword';

export const CHANNEL_COUPON_ROUTE = '/marketings/channelMgCouponList';

export function ChannelListPage() {
  const navigate = useNavigate();
  const access = useAccess();
  const openBackOffice = (row: Row) => {
    setChosenChannel(row.id);
    // Pages cached for another channel are stale.
    evictCached((key) => key.startsWith(CHANNEL_GROUP + '/'));
    navigate(CHANNEL_HOME);
  };
  const passwords = usePasswordActions(def, CHANNEL_RESET_PASSWORD, { changedAtFirstSignIn: true });
  const issued = useSyncExternalStore(issuedChannelPassword.subscribe, issuedChannelPassword.get);
  const [qrcodeRow, setQrcodeRow] = useState<Row>();
  return (
    <>
      <DefinedList
        def={def}
        toolbar={({ selected }) => passwords.toolbar(selected)}
        rowActions={(row) => (
          <>
            <Access id={buttonCode(def, 'qrcode')}>
              <RowButton onClick={() => setQrcodeRow(row)}>二维码</RowButton>
            </Access>
            <Access id={buttonCode(def, 'coupons')}>
              <RowButton
                onClick={() =>
                  navigate(
                    `${CHANNEL_COUPON_ROUTE}?${new URLSearchParams({ channelId: row.id, channelName: String(row.name ?? '') })}`,
                  )
                }
              >
                优惠券
              </RowButton>
            </Access>
            {passwords.rowButton(row)}
            {canSeeRoute(access, CHANNEL_HOME) && <RowButton onClick={() => openBackOffice(row)}>渠道后台</RowButton>}
          </>
        )}
      />
      {passwords.dialog}
      <PasswordDialog issued={issued} onClose={() => issuedChannelPassword.set(undefined)} changedAtFirstSignIn />
      <QrcodeDialog row={qrcodeRow} onClose={() => setQrcodeRow(undefined)} />
    </>
  );
}

const announce = (answer: Record<string, unknown>, creating: boolean, sent: Record<string, unknown>) => {
  if (creating && typeof answer.initialPassword === 'string') {
    issuedChannelPassword.set({
      account: String(answer.account ?? sent.account ?? ''),
      password: answer.initialPassword,
      reason: 'created',
    });
  }
};

export function ChannelFormPage() {
  return <ResourceFormPage def={def} extras={{ onSaved: announce }} />;
}
