import { useState, type ReactNode } from 'react';
import { Dropdown, Switch, theme, type MenuProps } from 'antd';
import BulbOutlined from '@ant-design/icons/BulbOutlined';
import { useQueryClient } from '@tanstack/react-query';
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useSession } from '../platform/session';
import { setDataMasking, useDataMasking } from '../platform/dataMasking';
import { chooseTheme, useThemeChoice } from '../platform/themeChoice';
import { setMenuState } from './menuStore';
import { signOut } from './signOut';

/**
 * The user's name with 数据脱敏 (holders of 查看明文数据 only: masks phone and ID numbers on
 * every page, the shown data reloaded), 深色主题 (the user's own, kept on the server), 修改密码 and 远程协助授权码 (open their dialogs through
 * the menu state flags `repariPswd` and `codeFlag`)
 * and 退出登录 (ends the server session, forgets everything local; the router then shows /login).
 */
/** A menu entry that turns something on or off (its switch shows the state; a click on the entry toggles it). */
const switchItem = (key: string, icon: ReactNode, label: string, checked: boolean) => ({
  key,
  icon,
  label: (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      {label} <Switch size="small" checked={checked} aria-label={label} />
    </span>
  ),
});

export function UserMenu() {
  const { profile } = useSession();
  const [leaving, setLeaving] = useState(false);
  const { token } = theme.useToken();
  const dark = useThemeChoice() === 'dark';
  const name = profile?.user.name || profile?.user.account || '用户';

  const logout = async () => {
    setLeaving(true);
    await signOut();
  };

  const masking = useDataMasking();
  const queryClient = useQueryClient();
  const toggleMasking = () => {
    setDataMasking(!masking);
    // Everything on screen was read the other way: read again with the new header.
    void queryClient.invalidateQueries();
  };

  const items: MenuProps['items'] = [
    ...(profile?.plaintext ? [switchItem('masking', <EyeInvisibleOutlined />, '数据脱敏', masking)] : []),
    switchItem('theme', <BulbOutlined />, '深色主题', dark),
    { key: 'password', icon: <LockOutlined />, label: '修改密码' },
    { key: 'authCode', icon: <SafetyCertificateOutlined />, label: '远程协助授权码' },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', disabled: leaving },
  ];

  return (
    <Dropdown
      trigger={['click', 'hover']}
      placement="bottomRight"
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'masking') toggleMasking();
          if (key === 'theme') void chooseTheme(dark ? 'light' : 'dark');
          if (key === 'password') setMenuState({ repariPswd: true });
          if (key === 'authCode') setMenuState({ codeFlag: true });
          if (key === 'logout') void logout();
        },
      }}
    >
      <button
        type="button"
        data-testid="user-menu"
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          height: 36,
          padding: '0 10px',
          border: 0,
          borderRadius: 6,
          background: 'transparent',
          cursor: 'pointer',
          fontSize: 14,
          color: token.colorText,
        }}
      >
        <span
          aria-hidden
          style={{
            width: 28,
            height: 28,
            borderRadius: '50%',
            background: token.colorPrimaryBg,
            color: '#14CD88',
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <UserOutlined />
        </span>
        <span>{name}</span>
        <DownOutlined style={{ fontSize: 10, color: token.colorTextTertiary }} />
      </button>
    </Dropdown>
  );
}
