import { useEffect, type ReactNode } from 'react';
import { Layout } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { groupOf, matchRoute } from '@coach/domain/routes/index.ts';
import { KeepAliveOutlet } from '../app/keepAlive/KeepAliveOutlet';
import { closePages, openPages } from '../app/keepAlive/openPages';
import { PageQueries } from '../app/keepAlive/pageQueries';
import { ChunkErrorBoundary } from '../kit/ChunkErrorBoundary';
import { PageSpin } from '../kit/PageSpin';
import { useAccess } from '../platform/access';
import { getChosenChannel, setChosenChannel } from '../platform/session';
import { AppBreadcrumb } from './AppBreadcrumb';
import { AppHeader } from './AppHeader';
import { ChangePasswordModal } from './ChangePasswordModal';
import { CHANNEL_GROUP, WELCOME_PAGE } from './menuModel';
import { queryClient } from './queryClient';
import { RemoteAuthCodeModal } from './RemoteAuthCodeModal';
import { SideMenu } from './SideMenu';
import { ThreeMenu } from './ThreeMenu';
import { useShellMenus } from './useShellMenus';
import { useAutoCollapse } from './useAutoCollapse';
import { PagePalette } from './palette/PagePalette';
import { PageTabs } from './tabs/PageTabs';
import { MAIN_CONTENT_ID, SkipLink, usePageFocus } from './pageFocus';
import { usePagePalette } from './palette/usePagePalette';

/**
 * The signed-in frame (spec §2 "Layout"): header with logo, top menu and user menu; side
 * menu of the current group; the opened-page tabs; breadcrumb; third-level tabs; the content
 * area whose pages are kept alive. Loaded as its own chunk so the login page never downloads it.
 */

/** Only real pages take a keep-alive slot; redirects (`/`, `/channelMgs`) render and go. */
function shouldCache(pathname: string): boolean {
  if (pathname === WELCOME_PAGE) return true;
  const route = matchRoute(pathname);
  return !!route && route.kind !== 'fixed';
}

// data-page names the kept-alive page a frame holds (only the one on screen is visible): which
// page is shown can be read off the document (the Chromium scenarios wait on it after a move).
// PageQueries notes the answers each page reads, for its tab's 刷新页面.
const framePage = (page: ReactNode, key: string) => (
  <ChunkErrorBoundary resetKey={key}>
    <PageQueries pageKey={key}>
      <div data-page={key} style={{ padding: 16, minHeight: '100%', boxSizing: 'border-box' }}>
        {page}
      </div>
    </PageQueries>
  </ChunkErrorBoundary>
);

export default function Shell() {
  const { pathname, search } = useLocation();
  const access = useAccess();
  const menus = useShellMenus(access, pathname, search);
  const inChannelArea = groupOf(pathname) === CHANNEL_GROUP;
  const palette = usePagePalette(pathname);
  useAutoCollapse();
  usePageFocus(pathname);

  // A staff member's channel choice belongs to the channel area: leaving it forgets the
  // choice (and the pages loaded for that channel, with their tabs: they named a channel no
  // longer chosen), which also brings the user menu back.
  useEffect(() => {
    if (!access.isChannel && !inChannelArea && getChosenChannel()) {
      setChosenChannel(undefined);
      closePages(
        new Set(
          openPages()
            .filter((p) => p.key.startsWith(CHANNEL_GROUP + '/'))
            .map((p) => p.key),
        ),
      );
    }
  }, [access.isChannel, inChannelArea]);

  return (
    <QueryClientProvider client={queryClient}>
      <Layout style={{ height: '100vh', overflow: 'hidden' }}>
        <SkipLink />
        <AppHeader groups={menus.header} pathname={pathname} inChannelArea={inChannelArea} onSearch={palette.show} />
        <Layout style={{ minHeight: 0 }}>
          {menus.showAside && menus.aside && <SideMenu group={menus.aside} pathname={pathname} />}
          <Layout style={{ minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            <PageTabs pathname={pathname} />
            {menus.showBreadcrumb && <AppBreadcrumb pathname={pathname} />}
            {menus.showThreeMenu && <ThreeMenu tabs={menus.threeMenu} pathname={pathname} />}
            <Layout.Content
              id={MAIN_CONTENT_ID}
              tabIndex={-1}
              data-testid="content"
              style={{ flex: 1, minHeight: 0, overflow: 'hidden', outline: 'none' }}
            >
              <KeepAliveOutlet shouldCache={shouldCache} frame={framePage} fallback={<PageSpin />} />
            </Layout.Content>
          </Layout>
        </Layout>
        <PagePalette open={palette.open} groups={menus.header} onClose={palette.hide} />
        <ChangePasswordModal />
        <RemoteAuthCodeModal />
      </Layout>
    </QueryClientProvider>
  );
}
