/** Error catalogue of spec section 8: response codes, HTTP status texts and UI warnings. */

/** Response envelope of every JSON call: `status` true means the call succeeded. */
export interface Envelope<T> {
  status: boolean;
  code: string;
  message: string;
  result: T;
}

/** Codes that count as success (001332 is a business "done with notice" code treated as pass). */
export const PASS_CODES: readonly string[] = ['200', '001332'];
/** Codes meaning the session is gone: confirm dialog, then forced logout. */
export const LOST_SESSION_CODES: readonly string[] = ['-1', '000002'];

/** Codes arrive as strings or numbers depending on the service; compare as text. */
export function isPassCode(code: string | number | null | undefined): boolean {
  return code !== null && code !== undefined && PASS_CODES.includes(String(code));
}

export function isLostSessionCode(code: string | number | null | undefined): boolean {
  return code !== null && code !== undefined && LOST_SESSION_CODES.includes(String(code));
}

/** Codes the server of this repository sends. */
export const ResponseCode = {
  OK: '200',
  LOST_SESSION: '000002',
  BAD_REQUEST: '400',
  FORBIDDEN: '403',
  NOT_FOUND: '404',
  CONFLICT: '409',
  TOO_MANY: '429',
  SERVER_ERROR: '500',
  UNAVAILABLE: '503',
  CAPTCHA_WRONG: '100001',
  CAPTCHA_EXPIRED: '100002',
  BAD_CREDENTIALS: '100003',
  ACCOUNT_LOCKED: '100004',
  ACCOUNT_DISABLED: '100005',
  OLD_PASSWORD_WRONG: '100006',
  /** Signed in with an initial (or reset) password that is not changed yet. */
  PASSWORD_CHANGE_REQUIRED: '100007',
} as const;

/** Why a call is refused until the initial password is changed. */
export const PASSWORD_CHANGE_REQUIRED_MESSAGE = '首次登录请先修改初始密码';
export type ResponseCodeValue = (typeof ResponseCode)[keyof typeof ResponseCode];

/** Toast text per HTTP status, verbatim from the spec (full-width commas included). */
export const HTTP_STATUS_MESSAGES: Readonly<Record<number, string>> = Object.freeze({
  400: '请求错误',
  401: '未授权，请登录',
  403: '权限不足无法访问',
  404: '请求地址出错',
  408: '请求超时',
  500: '请求失败，请重试',
  501: '服务未实现',
  502: '网络请求失败',
  503: '服务不可用',
  504: '网络异常，请求超时',
  505: 'HTTP版本不受支持',
});

/**
 * Toast text for a failed HTTP status; 404 names the requested address as the spec asks.
 * `undefined` for statuses outside the catalogue so the caller falls back to the server
 * message or NETWORK_TIMEOUT_MESSAGE.
 */
export function httpErrorMessage(status: number, url?: string): string | undefined {
  const message = HTTP_STATUS_MESSAGES[status];
  if (message !== undefined && status === 404 && url) return `${message}: ${url}`;
  return message;
}

/** Toast when a call fails without a server message. */
export const NETWORK_TIMEOUT_MESSAGE = '网络超时';
/** Toast when the request could not even be set up. */
export const REQUEST_SETUP_FAILED_MESSAGE = '加载超时';
/** Error code of a stylesheet chunk that failed to load. */
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';
/** Title of the lost-session confirm dialog. */
export const LOST_SESSION_TITLE = '提示';

/** Batch actions: nothing ticked. */
export const MSG_TICK_ROWS = '请勾选选项';
/** Batch disable: every ticked row is already disabled. */
export const MSG_ALREADY_DISABLED = '状态已停用';
/** Batch enable: every ticked row is already enabled. */
export const MSG_ALREADY_ENABLED = '状态已启用';
export const MSG_CONFIRM_STATUS_CHANGE = '此操作将改变数据状态, 是否继续?';
export const MSG_CANCELLED = '已取消';
/** Optimistic-concurrency conflict (409): the row changed since it was loaded. */
export const MSG_STATE_CHANGED = '状态已变更，请刷新后重试';

/** Single-record actions with no row ticked (spec section 5, selection). */
export const MSG_TICK_ONE = '请勾选需要操作的数据';
/** Single-record actions with several rows ticked. */
export const MSG_ONLY_ONE = '不能同时操作多条数据';
/** A row flagged default (system default) cannot be changed. */
export const MSG_DEFAULT_ROW = '系统默认数据，不可修改';
export const MSG_CONFIRM_DELETE = '确定删除所选数据吗?';
