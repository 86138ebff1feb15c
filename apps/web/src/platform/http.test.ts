import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./feedback', () => ({ toastError: vi.fn(), noticeDialog: vi.fn() }));
vi.mock('./navigation', () => ({ reloadAt: vi.fn() }));
vi.mock('./saveBlob', async (original) => ({ ...(await original<typeof import('./saveBlob')>()), saveBlob: vi.fn() }));

// Test files share a worker's modules (isolate: false): an http client an earlier file loaded
// holds the real feedback, so this file loads its own, beside the mocks above.
vi.resetModules();

const { noticeDialog, toastError } = await import('./feedback');
const { reloadAt } = await import('./navigation');
const { saveBlob } = await import('./saveBlob');
const { download, get, post, resetLostSessionForTests, startEarly } = await import('./http');
const { setChosenChannel, startSession, getToken } = await import('./session');

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const ok = (result: unknown) => json({ status: true, code: '200', message: '操作成功', result });
const sentHeaders = (call = 0) => new Headers(fetchMock.mock.calls[call][1]?.headers as HeadersInit);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.mocked(toastError).mockReset();
  vi.mocked(noticeDialog).mockReset();
  resetLostSessionForTests();
  vi.mocked(reloadAt).mockReset();
  window.history.replaceState(null, '', '/ui/coach/homes/home/index');
  startSession('tok-1', 'u-1');
});

afterEach(() => {
  vi.useRealTimers();
  setChosenChannel(undefined);
});

describe('http client headers', () => {
  it('sends the token and X-Requested-With under /api', async () => {
    fetchMock.mockResolvedValue(ok(1));
    await get('/user/inner/sysUser/v1/load', { params: { a: 1, b: undefined } });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/user/inner/sysUser/v1/load?a=1');
    expect(sentHeaders().get('ctl-token')).toBe('tok-1');
    expect(sentHeaders().get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(sentHeaders().get('bbxc-channel-id')).toBeNull();
  });

  it('adds bbxc-channel-id only inside /channelMgs with a chosen channel', async () => {
    fetchMock.mockImplementation(async () => ok(1));
    setChosenChannel('77');
    await post('/x', {});
    expect(sentHeaders(0).get('bbxc-channel-id')).toBeNull();
    window.history.replaceState(null, '', '/ui/coach/channelMgs/channelMgBg/BillMg');
    await post('/x', {});
    expect(sentHeaders(1).get('bbxc-channel-id')).toBe('77');
  });
});

describe('response codes (spec §8)', () => {
  it('resolves pass codes silently', async () => {
    fetchMock.mockResolvedValue(json({ status: true, code: '001332', message: '', result: 5 }));
    const r = await post<number>('/x');
    expect(r.result).toBe(5);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('toasts other codes with the server message, or 网络超时 without one', async () => {
    fetchMock.mockResolvedValueOnce(json({ status: false, code: '100003', message: '账号或密码错误', result: null }));
    fetchMock.mockResolvedValueOnce(json({ status: false, code: '500', message: '', result: null }));
    const r = await post('/x');
    expect(r.status).toBe(false);
    await post('/x');
    expect(vi.mocked(toastError).mock.calls).toEqual([['账号或密码错误'], ['网络超时']]);
  });

  it('quiet requests toast nothing, not even transport failures', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 404 }));
    fetchMock.mockResolvedValueOnce(json({ status: false, code: '500', message: '失败', result: null }));
    await expect(post('/x', {}, { quiet: true })).rejects.toMatchObject({ status: 404 });
    expect((await post('/x', {}, { quiet: true })).status).toBe(false);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('silent requests leave the message to the caller', async () => {
    fetchMock.mockResolvedValue(json({ status: false, code: '100001', message: '验证码错误', result: null }));
    await post('/x', {}, { silent: true });
    expect(toastError).not.toHaveBeenCalled();
  });

  it('opens one 提示 dialog, 重新登录 only, for every lost-session answer; it logs out to the app root', async () => {
    let answer: () => void = () => {};
    vi.mocked(noticeDialog).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    fetchMock.mockImplementation(async () =>
      json({ status: false, code: '000002', message: '登录已失效，请重新登录', result: null }),
    );
    await Promise.all([get('/a'), get('/b'), post('/c')]);
    // A click after the dialog opened asks nothing more: no second dialog on top of the first.
    await get('/d');
    expect(noticeDialog).toHaveBeenCalledTimes(1);
    expect(noticeDialog).toHaveBeenCalledWith({
      title: '提示',
      content: '登录已失效，请重新登录',
      okText: '重新登录',
    });
    expect(toastError).not.toHaveBeenCalled();
    expect(reloadAt).not.toHaveBeenCalled();
    answer();
    await vi.waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/ui/coach/'));
    expect(getToken()).toBeUndefined();
  });

  it('opens the dialog at the first refused call (code -1 too), not later', async () => {
    vi.mocked(noticeDialog).mockImplementation(() => new Promise(() => undefined));
    fetchMock.mockResolvedValue(json({ status: false, code: '-1', message: '会话失效', result: null }));
    await get('/a');
    expect(noticeDialog).toHaveBeenCalledWith(expect.objectContaining({ content: '会话失效', okText: '重新登录' }));
  });
});

describe('transport failures', () => {
  it('maps HTTP statuses to the catalogue; 404 names the address', async () => {
    fetchMock.mockResolvedValueOnce(new Response('nope', { status: 404 }));
    fetchMock.mockResolvedValueOnce(new Response('', { status: 502 }));
    await expect(get('/missing')).rejects.toMatchObject({ kind: 'http', status: 404 });
    await expect(get('/x')).rejects.toMatchObject({ status: 502 });
    expect(vi.mocked(toastError).mock.calls).toEqual([['请求地址出错: /api/missing'], ['网络请求失败']]);
  });

  it("shows the server's message when the answer carries one, the status's text when not (400)", async () => {
    fetchMock.mockResolvedValueOnce(
      json({ status: false, code: '400', message: '请求参数格式不正确', result: null }, 400),
    );
    fetchMock.mockResolvedValueOnce(new Response('', { status: 400 }));
    await expect(post('/x')).rejects.toMatchObject({ status: 400, message: '请求参数格式不正确' });
    await expect(post('/x')).rejects.toMatchObject({ status: 400, message: '请求错误' });
    expect(vi.mocked(toastError).mock.calls).toEqual([['请求参数格式不正确'], ['请求错误']]);
  });

  it('uses the server message for statuses outside the catalogue (429)', async () => {
    fetchMock.mockResolvedValue(
      json({ status: false, code: '429', message: '请求过于频繁，请稍后再试', result: null }, 429),
    );
    await expect(post('/x')).rejects.toMatchObject({ status: 429 });
    expect(toastError).toHaveBeenCalledWith('请求过于频繁，请稍后再试');
  });

  it('times out after 60 s with 网络超时', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const pending = get('/slow');
    const settled = expect(pending).rejects.toMatchObject({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(60_000);
    await settled;
    expect(toastError).toHaveBeenCalledWith('网络超时');
  });

  it('a request that cannot be set up toasts 加载超时', async () => {
    await expect(post('/x', { n: 1n })).rejects.toMatchObject({ kind: 'setup' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(toastError).toHaveBeenCalledWith('加载超时');
  });
});

describe('calls started early', () => {
  it('the first identical request takes the answer of a call started before it, and asks no second time', async () => {
    fetchMock.mockImplementation(async () => ok({ rows: 1 }));
    startEarly('POST', '/user/inner/student/v1/list', { body: { pageNum: 1, pageSize: 10 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const taken = await post('/user/inner/student/v1/list', { pageNum: 1, pageSize: 10 });
    expect(taken.result).toEqual({ rows: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: the next identical request asks the server.
    await post('/user/inner/student/v1/list', { pageNum: 1, pageSize: 10 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('another body, or another token meanwhile, asks anew', async () => {
    fetchMock.mockImplementation(async () => ok(1));
    startEarly('POST', '/x', { body: { pageNum: 1 } });
    await post('/x', { pageNum: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    startEarly('POST', '/y', { body: {} });
    startSession('tok-2', 'u-2');
    await post('/y', {});
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(sentHeaders(3).get('ctl-token')).toBe('tok-2');
  });

  it('is quiet until taken: a refused early call toasts when the page asks it, not before', async () => {
    fetchMock.mockImplementation(async () => json({ status: false, code: '500', message: '查询失败', result: null }));
    startEarly('POST', '/z', { body: {} });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(toastError).not.toHaveBeenCalled();
    expect((await post('/z', {})).status).toBe(false);
    expect(toastError).toHaveBeenCalledWith('查询失败');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('download', () => {
  it('saves the file under the Content-Disposition name', async () => {
    fetchMock.mockResolvedValue(
      new Response('a,b', {
        headers: {
          'Content-Type': 'application/octet-stream',
          'Content-Disposition': "attachment; filename*=UTF-8''%E7%8F%AD%E5%9E%8B.xlsx",
        },
      }),
    );
    expect(await download('/export', { body: {} })).toBe(true);
    expect(vi.mocked(saveBlob).mock.calls[0][1]).toBe('班型.xlsx');
  });

  it('shows a JSON answer as an error instead of saving it', async () => {
    vi.mocked(saveBlob).mockReset();
    fetchMock.mockResolvedValue(json({ status: false, code: '500', message: '导出失败', result: null }));
    expect(await download('/export', { fileName: 'x.xlsx' })).toBe(false);
    expect(saveBlob).not.toHaveBeenCalled();
    expect(toastError).toHaveBeenCalledWith('导出失败');
  });
});

describe('download progress', () => {
  it('reports the bytes received as a streamed export arrives', async () => {
    const { download } = await import('./http');
    const chunks = [new Uint8Array(1000), new Uint8Array(2500)];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const c of chunks) controller.enqueue(c);
        controller.close();
      },
    });
    const originalFetch = globalThis.fetch;
    globalThis.fetch = (async () =>
      new Response(stream, {
        status: 200,
        headers: {
          'Content-Type': 'application/octet-stream',
          'Content-Disposition': "attachment; filename*=UTF-8''a.xlsx",
        },
      })) as typeof fetch;
    const seen: number[] = [];
    const created = URL.createObjectURL;
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => undefined;
    try {
      expect(await download('/x', { onProgress: (b) => seen.push(b) })).toBe(true);
    } finally {
      globalThis.fetch = originalFetch;
      URL.createObjectURL = created;
    }
    expect(seen).toEqual([1000, 3500]);
  });
});
