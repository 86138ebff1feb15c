import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

/**
 * Calls straight to the e2e server, for what a scenario sets up or checks behind the page
 * (records made by the apps, the stored result of a form).
 */
export interface Answer<T> {
  status: boolean;
  message: string;
  result: T;
}

/** A session token of a demo account, logged in without the page (captcha is off in e2e). */
export async function apiLogin(account = 'admin', password = 'Admin2026'): Promise<string> {
  const answer = await api<Record<string, string>>('', '/api/auth/inner/sysAuth/v1/login.pass', { account, password });
  if (!answer.status) throw new Error(`login ${account}: ${answer.message}`);
  return answer.result['ctl-token'];
}

/** A POST of the console API (scenarios read whatever the call answers, hence `any`). */
export async function api<T = any>(
  token: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'ctl-token': token } : {}), ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Answer<T>;
}

/** A POST made inside the page with its own session (what only the page's user may read: their export's progress). */
export async function pageApi<T = any>(page: Page, path: string, body: unknown): Promise<Answer<T>> {
  return page.evaluate(
    async ({ path, body }) => {
      const cookie = document.cookie
        .split('; ')
        .find((c) => c.startsWith('ctl-token='))!
        .split('=')[1];
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'ctl-token': decodeURIComponent(cookie) },
        body: JSON.stringify(body),
      });
      return res.json();
    },
    { path, body },
  );
}
