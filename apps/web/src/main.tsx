import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { PRIMARY_COLOR, PRIMARY_HOVER } from '@coach/domain/theme.ts';
import { AppRouter } from './app/AppRouter';
import { FeedbackBridge } from './platform/FeedbackBridge';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* No space inside two-character button texts (antd's default "确 定"): the spec names
        the buttons 确定/取消, 新增, 删除 and people (and tests) look for those exact words. */}
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      <FeedbackBridge />
      <AppRouter />
    </ConfigProvider>
  </StrictMode>,
);
