import { describe, it, expect } from 'vitest';
import * as domain from './index';
import { hoverShade, PRIMARY_COLOR, PRIMARY_HOVER } from './theme';
import {
  HTTP_STATUS_MESSAGES,
  httpErrorMessage,
  isLostSessionCode,
  isPassCode,
  LOST_SESSION_CODES,
  PASS_CODES,
  ResponseCode,
  type Envelope,
} from './errors';

describe('errors', () => {
  it('passes 200 and 001332, whether sent as text or number', () => {
    expect(PASS_CODES).toEqual(['200', '001332']);
    expect(isPassCode('200')).toBe(true);
    expect(isPassCode(200)).toBe(true);
    expect(isPassCode('001332')).toBe(true);
    expect(isPassCode('1332')).toBe(false);
    expect(isPassCode(undefined)).toBe(false);
  });

  it('treats -1 and 000002 as a lost session', () => {
    expect(LOST_SESSION_CODES).toEqual(['-1', '000002']);
    expect(isLostSessionCode(-1)).toBe(true);
    expect(isLostSessionCode('000002')).toBe(true);
    expect(isLostSessionCode('2')).toBe(false);
    expect(isLostSessionCode(null)).toBe(false);
  });

  it('has the HTTP texts of spec section 8, full-width commas included', () => {
    expect(HTTP_STATUS_MESSAGES).toEqual({
      400: '请求错误',
      401: '未授权\uFF0C请登录',
      403: '权限不足无法访问',
      404: '请求地址出错',
      408: '请求超时',
      500: '请求失败\uFF0C请重试',
      501: '服务未实现',
      502: '网络请求失败',
      503: '服务不可用',
      504: '网络异常\uFF0C请求超时',
      505: 'HTTP版本不受支持',
    });
    expect(httpErrorMessage(404, '/api/x')).toBe('请求地址出错: /api/x');
    expect(httpErrorMessage(500, '/api/x')).toBe('请求失败，请重试');
    expect(httpErrorMessage(418)).toBeUndefined();
  });

  it('has the response codes and warning texts', () => {
    expect(ResponseCode.OK).toBe('200');
    expect(ResponseCode.LOST_SESSION).toBe('000002');
    expect(ResponseCode.OLD_PASSWORD_WRONG).toBe('100006');
    expect(isLostSessionCode(ResponseCode.LOST_SESSION)).toBe(true);
    expect([
      domain.MSG_TICK_ROWS,
      domain.MSG_ALREADY_DISABLED,
      domain.MSG_ALREADY_ENABLED,
      domain.MSG_CANCELLED,
    ]).toEqual(['请勾选选项', '状态已停用', '状态已启用', '已取消']);
    expect(domain.MSG_CONFIRM_STATUS_CHANGE).toBe('此操作将改变数据状态, 是否继续?');
    expect(domain.MSG_STATE_CHANGED).toBe('状态已变更，请刷新后重试');
    expect([domain.NETWORK_TIMEOUT_MESSAGE, domain.REQUEST_SETUP_FAILED_MESSAGE, domain.LOST_SESSION_TITLE]).toEqual([
      '网络超时',
      '加载超时',
      '提示',
    ]);
    expect(domain.CSS_CHUNK_LOAD_FAILED).toBe('CSS_CHUNK_LOAD_FAILED');
    const envelope: Envelope<number[]> = { status: true, code: '200', message: '', result: [1] };
    expect(envelope.result).toEqual([1]);
  });
});

describe('theme', () => {
  it('shifts each channel by (47, 10, 24), clamped', () => {
    expect(PRIMARY_COLOR).toBe('#14CD88');
    expect(hoverShade('#14CD88')).toBe('#43D7A0');
    expect(PRIMARY_HOVER).toBe('#43D7A0');
    expect(hoverShade('#ffffff')).toBe('#FFFFFF');
    expect(hoverShade('#000')).toBe('#2F0A18');
    expect(hoverShade('14cd88')).toBe('#43D7A0');
    expect(hoverShade('not a colour')).toBe('not a colour');
  });
});

describe('constants', () => {
  it('has the limits of spec section 9', () => {
    expect(domain.ASSET_BASE).toBe('/ui/coach/');
    expect(domain.API_BASE).toBe('/api');
    expect([domain.HTTP_TIMEOUT_MS, domain.CHUNK_TIMEOUT_MS]).toEqual([60000, 120000]);
    expect([
      domain.TOKEN_COOKIE,
      domain.TOKEN_COOKIE_DAYS,
      domain.USER_ID_COOKIE,
      domain.USER_ID_COOKIE_DAYS,
      domain.DEFAULT_COOKIE_DAYS,
    ]).toEqual(['ctl-token', 30, 'userId', 7, 1]);
    expect([domain.KEEP_ALIVE_MAX, domain.SIDER_WIDTH, domain.SIDER_COLLAPSED_WIDTH]).toEqual([6, 200, 65]);
    expect([domain.ADMIN_ROLE_CODE, domain.CHANNEL_ENTERPRISE_TYPE]).toEqual(['BBFW_ADMIN', 4]);
    expect(domain.EDITOR_LIMITS).toEqual({ maxLength: 65535, height: 340, zIndex: 2000, autoSave: false });
    expect(domain.EDITOR_ASSET_PATH).toBe('/ui/coach/UEditor/');
    expect([domain.EXPORT_SHEET_NAME, domain.EXPORT_COLUMN_WIDTH_PX]).toEqual(['table', 115]);
    expect(domain.ALL_OPTION).toEqual({ label: '全部', value: null });
    expect([domain.MASK_MIN_LENGTH, domain.MASK_KEEP_HEAD, domain.MASK_KEEP_TAIL]).toEqual([8, 3, 4]);
  });

  it('exports everything from the package entry, routes and calls included', () => {
    for (const name of [
      'rules',
      'antdRules',
      'toAntdRule',
      'zodCheck',
      'refineWith',
      'formatTime',
      'billingPeriod',
      'CAR_CATEGORIES',
      'ROUTES',
      'API_BASE',
      'categoryByKey',
      'shanghai',
      'thousands',
    ]) {
      expect(domain, name).toHaveProperty(name);
    }
  });
});
