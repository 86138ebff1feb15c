// Rendering a page as the console would (theme config, toasts and confirms, query client,
// router, a signed-in session) with the server answered by a fake `fetch`.
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
import zhCN from 'antd/es/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { FeedbackBridge } from '../platform/FeedbackBridge';
import { queryClientConfig } from '../layout/queryClient';
import { sessionLoaded, startSession } from '../platform/session';
import type { LoadResult } from '../platform/sessionTypes';

export const ADMIN: LoadResult = {
  isAdmin: true,
  permissions: [],
  user: {
    id: '1',
    account: 'admin',
    name: '系统管理员',
    mobile: null,
    tenantId: '1',
    tenantName: '示例驾培集团',
    enterpriseType: 1,
    isChannel: false,
    channelId: null,
    channel: null,
    schoolId: null,
    storeId: null,
    roles: [{ id: '1', roleName: '超级管理员', roleCode: 'BBFW_ADMIN' }],
    province: null,
    city: null,
  },
};

export interface Call {
  url: string;
  body: unknown;
}

type Answer = { status?: boolean; message?: string; result?: unknown };
/** Path (without /api) -> answer, or a function of the request body (a promise: an answer that comes later). */
export type Routes = Record<
  string,
  Answer | ((body: any, headers: Record<string, string>) => Answer | Promise<Answer>)
>;

/** Answers calls by path; every call is recorded with its parsed JSON body. */
export function fakeServer(routes: Routes) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ url, body });
    const path = url.replace(/^\/api/, '').split('?')[0];
    const route = routes[path];
    const headers = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const answer =
      typeof route === 'function'
        ? await route(body, headers)
        : (route ?? { status: false, message: `no route ${path}` });
    const envelope = {
      status: answer.status ?? true,
      code: answer.status === false ? '400' : '200',
      message: answer.message ?? '操作成功',
      result: answer.result ?? null,
    };
    return new Response(JSON.stringify(envelope), { headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsTo: (path: string) => calls.filter((c) => c.url.replace(/^\/api/, '').split('?')[0] === path) };
}

export function signIn(profile: LoadResult = ADMIN) {
  act(() => {
    startSession('tok');
    sessionLoaded(profile, {});
  });
}

/** Renders `element` at `path` (route pattern `pattern`), returns the router to inspect the URL. */
export function renderPage(element: ReactNode, path: string, pattern = path.split('?')[0]) {
  // The production settings (30 s fresh, scoped keys): what a user sees is what is tested.
  const client = new QueryClient(queryClientConfig);
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] });
  // antd's styles are not put into jsdom's document (`mock="server"`): jsdom matches every rule
  // of every style sheet on each getComputedStyle, which Testing Library asks for each role
  // query — two thirds of a list test's time (batchFlow: 46 s → 15 s). What a person sees is
  // checked in Chromium (e2e/); here presence, text and calls are.
  render(
    <StyleProvider mock="server">
      <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
        <FeedbackBridge />
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ConfigProvider>
    </StyleProvider>,
  );
  return router;
}
