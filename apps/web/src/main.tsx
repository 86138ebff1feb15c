import { StrictMode, useEffect, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigProvider, theme as antdTheme } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { PRIMARY_COLOR, PRIMARY_HOVER } from '@coach/domain/theme.ts';
import { AppRouter } from './app/AppRouter';
import { FeedbackBridge } from './platform/FeedbackBridge';
import { loadThemeChoice, useShownTheme } from './platform/themeChoice';
import { useSession } from './platform/session';
import './app/global.css';

// Locale and theme are set once, here (architecture: web platform rules).
dayjs.locale('zh-cn');

const theme = {
  token: {
    colorPrimary: PRIMARY_COLOR,
    colorPrimaryHover: PRIMARY_HOVER,
    colorLink: PRIMARY_COLOR,
    colorLinkHover: PRIMARY_HOVER,
    borderRadius: 6,
    // People who ask their system for less motion get dialogs, menus and messages without
    // zooming and fading (WCAG 2.3.3); read once, at start.
    motion: !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
  },
  components: {
    // Open side-menu folders on the same white as the side bar, not a grey band.
    Menu: { subMenuItemBg: '#fff' },
  },
};

// 深色 (the user's choice, issue 40.6): antd's dark algorithm, then the spec's theme colour put
// back (the dark algorithm would shift #14CD88 to a darker green).
type Algorithm = typeof antdTheme.darkAlgorithm;
const keepThemeColour: Algorithm = (seed, map) => ({
  ...map!,
  colorPrimary: PRIMARY_COLOR,
  colorPrimaryHover: PRIMARY_HOVER,
  colorLink: PRIMARY_COLOR,
  colorLinkHover: PRIMARY_HOVER,
});
const darkTheme = {
  ...theme,
  algorithm: [antdTheme.darkAlgorithm, keepThemeColour],
  components: {},
};

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
    <ConfigProvider locale={zhCN} theme={shown === 'dark' ? darkTheme : theme} button={{ autoInsertSpace: false }}>
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
