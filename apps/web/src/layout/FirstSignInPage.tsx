import { useEffect } from 'react';
import { theme } from 'antd';
import { loadSession } from '../platform/bootstrap';
import { loadThemeChoice } from '../platform/themeChoice';
import { ChangePasswordModal } from './ChangePasswordModal';
import { setMenuState } from './menuStore';
import { signOut } from './signOut';

/**
 * What an account signed in with an initial (or reset) password sees: the 修改密码 dialog,
 * opened through the menu state flag `repariPswd`, over an empty page, and nothing else
 * (the server refuses every other call until the password is changed). Once it is changed the
 * session loads again and the console opens where the person was going.
 */
// The session, and the person's own theme, could not be read before the change.
const changed = () => {
  void loadSession();
  void loadThemeChoice();
};

export default function FirstSignInPage() {
  const { token } = theme.useToken();
  useEffect(() => {
    setMenuState({ repariPswd: true });
  }, []);
  return (
    <main aria-label="首次登录修改密码" style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <ChangePasswordModal forced onChanged={changed} onSignOut={() => void signOut()} />
    </main>
  );
}
