import { StrictMode, useEffect, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { AppRouter } from './app/AppRouter';
import { darkTheme, lightTheme } from './app/theme';
import { FeedbackBridge } from './platform/FeedbackBridge';
import { loadThemeChoice, useShownTheme } from './platform/themeChoice';
import { getSession, useSession } from './platform/session';
import { loadSession } from './platform/bootstrap';
import './app/global.css';

// Locale and theme are set once, here (architecture: web platform rules; the themes: app/theme.ts).
dayjs.locale('zh-cn');

// A reload with a session asks for it now, before React draws anything (issue 53.1: each step
// waited for the one before on a slow line); the router's own start then joins this load.
if (getSession().token) void loadSession();

function ThemedApp() {
  const shown = useShownTheme();
  const { token } = useSession();
  // The user's own theme once signed in, whichever page comes first (the shell, 404, a public
  // page); this computer's last choice shows until it answers.
  useEffect(() => {
    if (token) void loadThemeChoice();
  }, [token]);
  // The page behind antd's surfaces (global.css) follows the theme on screen.
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = shown;
  }, [shown]);
  return (
    // No space inside two-character button texts (antd's default "确 定"): the spec names
    // the buttons 确定/取消, 新增, 删除 and people (and tests) look for those exact words.
    <ConfigProvider locale={zhCN} theme={shown === 'dark' ? darkTheme : lightTheme} button={{ autoInsertSpace: false }}>
      <FeedbackBridge />
      <AppRouter />
    </ConfigProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemedApp />
  </StrictMode>,
);
