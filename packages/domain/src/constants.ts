/** Business constants and limits of spec section 9 (and the session facts of section 3). */

/** Path prefix the web app is served under (history routes, static assets). */
export const ASSET_BASE = '/ui/coach/';
/** Every call sits under this prefix (spec section 7). */
export const API_BASE = '/api';

export const HTTP_TIMEOUT_MS = 60_000;
/** Lazily loaded feature chunks give up after 120 s. */
export const CHUNK_TIMEOUT_MS = 120_000;

export const TOKEN_COOKIE = 'ctl-token';
/** The token travels in a request header of the same name. */
export const TOKEN_HEADER = 'ctl-token';
export const TOKEN_COOKIE_DAYS = 30;
export const USER_ID_COOKIE = 'userId';
export const USER_ID_COOKIE_DAYS = 7;
export const DEFAULT_COOKIE_DAYS = 1;
/** Header naming the chosen channel inside the channelMgs section. */
export const CHANNEL_ID_HEADER = 'bbxc-channel-id';
/**
 * Header `1` when the user's data-masking switch is on: phone and ID numbers come masked even
 * to a holder of 查看明文数据. Without the grant they are masked whatever it says.
 */
export const DATA_MASK_HEADER = 'bbxc-data-mask';

/** Cached (keep-alive) pages kept when leaving them. */
export const KEEP_ALIVE_MAX = 6;

export const SIDER_WIDTH = 200;
export const SIDER_COLLAPSED_WIDTH = 65;

/** A role whose code contains this substring is an administrator (sees everything). */
export const ADMIN_ROLE_CODE = 'BBFW_ADMIN';
/** `enterpriseType` of a channel user. */
export const CHANNEL_ENTERPRISE_TYPE = 4;

/** Rich-text editor settings; assets live under the app's base path. */
export const EDITOR_LIMITS = { maxLength: 65535, height: 340, zIndex: 2000, autoSave: false } as const;
export const EDITOR_ASSET_PATH = `${ASSET_BASE}UEditor/`;

export const EXPORT_SHEET_NAME = 'table';
export const EXPORT_COLUMN_WIDTH_PX = 115;

/** "All" entry prepended to filter selects; `null` means no filter is sent. */
export const ALL_OPTION: Readonly<{ label: string; value: null }> = Object.freeze({ label: '全部', value: null });

/** Data masking: values of at least 8 characters keep 3 leading and 4 trailing characters. */
export const MASK_MIN_LENGTH = 8;
export const MASK_KEEP_HEAD = 3;
export const MASK_KEEP_TAIL = 4;
