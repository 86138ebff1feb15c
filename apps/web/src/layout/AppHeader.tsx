import { Button, ConfigProvider, Layout, Menu, theme } from 'antd';
import { Link, useNavigate } from 'react-router';
import { groupOf, type MenuNode } from '@coach/domain/routes/index.ts';
import { SIDER_COLLAPSED_WIDTH, SIDER_WIDTH } from '@coach/domain/constants.ts';
import { ProductMark } from '../kit/ProductMark';
import { getChosenChannel, useSession } from '../platform/session';
import { useAccess } from '../platform/access';
import { lastPageOf } from '../app/keepAlive/openPages';
import { ChannelSelector } from './ChannelSelector';
import { landingOf } from './menuModel';
import { useMenuState } from './menuStore';
import { UserMenu } from './UserMenu';
import { MessageBell } from './MessageBell';
import { SearchTrigger } from './palette/SearchTrigger';
import { signOut } from './signOut';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';

export const HEADER_HEIGHT = 56;

/**
 * Top bar: the logo area (as wide as the side menu: 200px, 65px collapsed), the groups the
 * user may see, and on the right the channel selector (staff in the channel area) and the
 * user menu.
 */
export function AppHeader({
  groups,
  pathname,
  inChannelArea,
  onSearch,
}: {
  groups: MenuNode[];
  pathname: string;
  inChannelArea: boolean;
  /** Opens the page palette. */
  onSearch: () => void;
}) {
  const navigate = useNavigate();
  const { asideCollapse } = useMenuState();
  const access = useAccess();
  useSession(); // re-render when the chosen channel changes
  const hasChannel = access.isChannel || !!getChosenChannel();
  // Spec §2: the user menu shows when a channel is logged in, or outside the channel area
  // when no channel is chosen. Staff inside the channel area get the channel selector.
  const showUserMenu = access.isChannel || (!inChannelArea && !hasChannel);
  const showChannelSelector = !access.isChannel && inChannelArea;
  const logoWidth = asideCollapse ? SIDER_COLLAPSED_WIDTH : SIDER_WIDTH;
  const { token } = theme.useToken(); // light or dark, as the user chose

  return (
    <Layout.Header
      style={{
        height: HEADER_HEIGHT,
        lineHeight: `${HEADER_HEIGHT}px`,
        padding: 0,
        display: 'flex',
        alignItems: 'center',
        background: token.colorBgContainer,
        boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)',
        position: 'relative',
        zIndex: 10,
      }}
    >
      <Link
        to="/"
        aria-label="驾培运营管理后台 首页"
        style={{
          width: logoWidth,
          flex: 'none',
          height: '100%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: asideCollapse ? 'center' : 'flex-start',
          gap: 10,
          padding: asideCollapse ? 0 : '0 16px',
          boxSizing: 'border-box',
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          transition: 'width 0.2s',
          color: token.colorText,
          borderRight: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <ProductMark size={30} />
        {!asideCollapse && <span style={{ fontSize: 16, fontWeight: 600 }}>驾培运营管理后台</span>}
      </Link>
      {/* Narrower items than antd's default: fourteen groups should fit a 1440px screen. */}
      <ConfigProvider theme={{ components: { Menu: { itemPaddingInline: 10 } } }}>
        <Menu
          data-testid="top-menu"
          mode="horizontal"
          selectedKeys={[groupOf(pathname)]}
          items={groups.map((g) => ({ key: g.path, label: g.title }))}
          onClick={({ key }) => {
            // Back to the group's page used last (its open tab), its first page only when none is
            // open (issue 50.1): a group click must not open a page nobody asked for.
            const group = groups.find((g) => g.path === key);
            const target = group && (lastPageOf(group.path) ?? landingOf(group));
            if (target) navigate(target);
          }}
          style={{ flex: 1, minWidth: 0, borderBottom: 'none', lineHeight: `${HEADER_HEIGHT - 2}px` }}
        />
      </ConfigProvider>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, padding: '0 20px', flex: 'none' }}>
        <SearchTrigger onOpen={onSearch} />
        <MessageBell />
        {showChannelSelector && <ChannelSelector />}
        {/* Staff inside the channel area have the selector instead of the user menu (spec §2), and still a way out. */}
        {showChannelSelector && !showUserMenu && (
          <Button
            type="text"
            icon={<LogoutOutlined />}
            data-testid="channel-area-logout"
            onClick={() => void signOut()}
          >
            退出登录
          </Button>
        )}
        {showUserMenu && <UserMenu />}
      </div>
    </Layout.Header>
  );
}
