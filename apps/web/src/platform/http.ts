import {
  API_BASE,
  ASSET_BASE,
  CHANNEL_ID_HEADER,
  DATA_MASK_HEADER,
  HTTP_TIMEOUT_MS,
  TOKEN_HEADER,
} from '@coach/domain/constants.ts';
import { dataMaskingOn } from './dataMasking';
import {
  LOST_SESSION_TITLE,
  NETWORK_TIMEOUT_MESSAGE,
  REQUEST_SETUP_FAILED_MESSAGE,
  httpErrorMessage,
  isLostSessionCode,
  isPassCode,
  type Envelope,
} from '@coach/domain/errors.ts';
import { noticeDialog, toastError } from './feedback';
import { reloadAt } from './navigation';
import { activeChannelId, clearSession, getToken } from './session';
import { saveBlob, fileNameFrom } from './saveBlob';

export { API_BASE };

/**
 * The one way the console talks to the server (spec §7, §8).
 *
 * - Every envelope resolves, also `status:false` ones, so callers decide on `status` (a
 *   result counts only when it is true). Codes outside PASS_CODES have already been toasted
 *   (unless `silent`), lost-session codes opened the 提示 confirm instead.
 * - Transport failures (HTTP error status, time-out, no network, unreadable body) reject
 *   with an `HttpError` after the toast, so query libraries see a failure.
 */

export interface RequestOptions {
  /** Query parameters (GET) – undefined and null values are left out. */
  params?: Record<string, unknown>;
  /** JSON body (POST). FormData is sent as is (uploads). */
  body?: unknown;
  /** Do not toast business failures: the caller shows them (the login form does). */
  silent?: boolean;
  /**
   * No toast at all, transport failures included, for optional lookups whose failure the
   * page simply shows as empty (the channel selector). A lost session still asks.
   */
  quiet?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export class HttpError extends Error {
  constructor(
    message: string,
    readonly kind: 'http' | 'timeout' | 'network' | 'setup' | 'parse',
    readonly status?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function get<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  return request<T>('GET', path, options);
}

export function post<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<Envelope<T>> {
  return request<T>('POST', path, { ...options, body });
}

/** Path of the page inside the app, without the `/ui/coach` base. */
export function appPath(pathname = window.location.pathname): string {
  const base = ASSET_BASE.replace(/\/$/, '');
  return pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
}

export function buildHeaders(isForm: boolean): Record<string, string> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
  if (!isForm) headers['Content-Type'] = 'application/json;charset=UTF-8';
  const token = getToken();
  if (token) headers[TOKEN_HEADER] = token;
  const channelId = requestChannelId();
  if (channelId) headers[CHANNEL_ID_HEADER] = channelId;
  if (dataMaskingOn()) headers[DATA_MASK_HEADER] = '1';
  return headers;
}

/** Channel a call made now acts on: the active channel, on the channel area's pages only. */
export function requestChannelId(): string | undefined {
  return appPath().startsWith('/channelMgs') ? activeChannelId() : undefined;
}

export function buildUrl(path: string, params?: Record<string, unknown>): string {
  const url = path.startsWith('http') || path.startsWith(API_BASE + '/') ? path : API_BASE + path;
  if (!params) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((v) => query.append(key, String(v)));
    else query.append(key, String(value));
  }
  const text = query.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

interface Prepared {
  url: string;
  init: RequestInit;
  cleanup: () => void;
  timedOut: () => boolean;
}

/** Builds the request; anything thrown here is a set-up failure (加载超时). */
function prepare(method: 'GET' | 'POST', path: string, options: RequestOptions): Prepared {
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, options.timeoutMs ?? HTTP_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort);
  const body =
    method === 'GET' || options.body === undefined
      ? undefined
      : isForm
        ? (options.body as FormData)
        : JSON.stringify(options.body);
  return {
    url: buildUrl(path, method === 'GET' ? options.params : options.params),
    init: { method, headers: buildHeaders(isForm), body, signal: controller.signal, credentials: 'same-origin' },
    cleanup: () => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onOuterAbort);
    },
    timedOut: () => expired,
  };
}

/** Sends the request; resolves the raw Response or rejects with a toasted HttpError. */
async function send(method: 'GET' | 'POST', path: string, options: RequestOptions): Promise<Response> {
  let prepared: Prepared;
  try {
    prepared = prepare(method, path, options);
  } catch {
    toastError(REQUEST_SETUP_FAILED_MESSAGE);
    throw new HttpError(REQUEST_SETUP_FAILED_MESSAGE, 'setup');
  }
  try {
    const response = await fetch(prepared.url, prepared.init);
    if (!response.ok) {
      // The server's own words when the answer carries them (请求参数格式不正确 names what is
      // wrong); the spec's text for the status only when it does not (a proxy's bare 502).
      const message =
        (await messageOf(response)) ?? httpErrorMessage(response.status, prepared.url) ?? NETWORK_TIMEOUT_MESSAGE;
      if (!options.quiet) toastError(message);
      throw new HttpError(message, 'http', response.status);
    }
    return response;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // A caller that aborted on purpose (page left) wants silence, not a toast.
    if (options.signal?.aborted && !prepared.timedOut()) throw new HttpError('aborted', 'network');
    if (!options.quiet) toastError(NETWORK_TIMEOUT_MESSAGE);
    throw new HttpError(NETWORK_TIMEOUT_MESSAGE, prepared.timedOut() ? 'timeout' : 'network');
  } finally {
    prepared.cleanup();
  }
}

/**
 * Calls started before the code that wants them runs (issue 53.1): the first screen's list
 * call goes out with the session's calls, not after the shell and the page have drawn. The
 * first identical request (method, address, body, channel) under the same token within
 * EARLY_CALL_MS takes the answer instead of asking again; it is quiet until then, so a call
 * nobody takes toasts nothing, and a transport failure is simply asked again.
 */
const EARLY_CALL_MS = 30_000;
const earlyCalls = new Map<string, { at: number; token: string | undefined; answer: Promise<unknown> }>();

function earlyKey(method: 'GET' | 'POST', path: string, options: RequestOptions): string | undefined {
  if (typeof FormData !== 'undefined' && options.body instanceof FormData) return undefined;
  try {
    const body = options.body === undefined ? '' : JSON.stringify(options.body);
    return [method, buildUrl(path, options.params), body, requestChannelId() ?? ''].join(' ');
  } catch {
    return undefined; // a body that cannot be sent: the request itself says so
  }
}

export function startEarly(method: 'GET' | 'POST', path: string, options: RequestOptions = {}): void {
  const key = earlyKey(method, path, options);
  if (!key || earlyCalls.has(key)) return;
  const answer = send(method, path, { ...options, quiet: true }).then((response) => response.json());
  answer.catch(() => undefined);
  earlyCalls.set(key, { at: Date.now(), token: getToken(), answer });
}

async function takeEarly<T>(key: string | undefined): Promise<Envelope<T> | undefined> {
  const early = key ? earlyCalls.get(key) : undefined;
  if (!early) return undefined;
  earlyCalls.delete(key!);
  if (Date.now() - early.at > EARLY_CALL_MS || early.token !== getToken()) return undefined;
  try {
    return (await early.answer) as Envelope<T>;
  } catch {
    return undefined;
  }
}

export async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  const taken = await takeEarly<T>(earlyKey(method, path, options));
  if (taken) return handleEnvelope(taken, options.silent || options.quiet);
  const response = await send(method, path, options);
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    if (!options.quiet) toastError(NETWORK_TIMEOUT_MESSAGE);
    throw new HttpError(NETWORK_TIMEOUT_MESSAGE, 'parse', response.status);
  }
  return handleEnvelope(envelope, options.silent || options.quiet);
}

/** Applies the response-code rules of spec §8 to an envelope. */
export function handleEnvelope<T>(envelope: Envelope<T>, silent = false): Envelope<T> {
  if (!envelope || typeof envelope !== 'object') {
    toastError(NETWORK_TIMEOUT_MESSAGE);
    throw new HttpError(NETWORK_TIMEOUT_MESSAGE, 'parse');
  }
  if (isPassCode(envelope.code)) return envelope;
  if (isLostSessionCode(envelope.code)) {
    void confirmLostSession(envelope.message);
    return envelope;
  }
  if (!silent) toastError(envelope.message || NETWORK_TIMEOUT_MESSAGE);
  return envelope;
}

let lostSessionOpen = false;

/**
 * The session is gone (expired, signed out elsewhere): one dialog, at the first refused call,
 * however many calls are refused at once or after (a page fires several, a click more), with
 * 重新登录 only. A 取消 left a page on which every call failed; there is nothing to do on it but
 * sign in again. The dialog stays until the app reloads at its root, which lands on /login.
 */
export async function confirmLostSession(message: string): Promise<void> {
  if (lostSessionOpen) return;
  lostSessionOpen = true;
  await noticeDialog({
    title: LOST_SESSION_TITLE,
    content: message || '登录已失效，请重新登录',
    okText: LOST_SESSION_OK,
  });
  clearSession();
  reloadAt(ASSET_BASE);
}

/** The one button of the lost-session dialog. */
export const LOST_SESSION_OK = '重新登录';

/** Tests only: a new page's state (the flag lasts until the app reloads). */
export function resetLostSessionForTests(): void {
  lostSessionOpen = false;
}

export interface DownloadOptions extends RequestOptions {
  method?: 'GET' | 'POST';
  /** File name to save under; otherwise taken from Content-Disposition. */
  fileName?: string;
  /** Bytes received so far, as they arrive (exports stream; their size is not known ahead). */
  onProgress?: (bytes: number) => void;
}

/**
 * Exports (spec §7): the body is a file, unless the server answers JSON, which is then an
 * error envelope whose message is shown. Resolves true when a file was saved.
 */
export async function download(path: string, options: DownloadOptions = {}): Promise<boolean> {
  const response = await send(options.method ?? 'POST', path, options);
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('application/json')) {
    let envelope: Envelope<unknown> | undefined;
    try {
      envelope = (await response.json()) as Envelope<unknown>;
    } catch {
      envelope = undefined;
    }
    if (envelope && isLostSessionCode(envelope.code)) void confirmLostSession(envelope.message);
    else toastError(envelope?.message || NETWORK_TIMEOUT_MESSAGE);
    return false;
  }
  const blob =
    options.onProgress && response.body
      ? await readWithProgress(response.body, type, options.onProgress)
      : await response.blob();
  saveBlob(blob, options.fileName ?? fileNameFrom(response.headers.get('Content-Disposition')) ?? 'download');
  return true;
}

async function readWithProgress(
  body: ReadableStream<Uint8Array>,
  type: string,
  onProgress: (bytes: number) => void,
): Promise<Blob> {
  const reader = body.getReader();
  const parts: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    bytes += value.byteLength;
    onProgress(bytes);
  }
  return new Blob(parts as BlobPart[], { type });
}

async function messageOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as Partial<Envelope<unknown>>;
    return typeof body.message === 'string' && body.message ? body.message : undefined;
  } catch {
    return undefined;
  }
}
