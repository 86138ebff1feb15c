import { test as base } from 'vitest';
import type { ResourceApi, ResourceDef } from '@coach/domain';
import { ADMIN, CHANNEL, OPERATOR, startTestApp, type CallOptions, type TestApp } from './testApp';

/**
 * Test fixtures of the API tests (issue 39.3): a file's tests share one server on a database of
 * their own (`app`) and whoever they act as (`admin`, `operator`, `channel`), signed in once
 * when first asked for. A caller speaks in definitions where the call is a definition's
 * (`admin.call(coupon, 'list', body)`), in paths where it is a call of its own.
 *
 *   import { describe, expect, test as it } from '../fixtures';
 *   it('lists coupons', async ({ admin }) => expect((await admin.call(coupon, 'list')).body.status).toBe(true));
 */
export type Action = Exclude<keyof ResourceApi, 'detailMethod' | 'tree'>;

export interface Caller {
  token: string;
  post(path: string, body?: unknown, options?: Omit<CallOptions, 'token'>): ReturnType<TestApp['post']>;
  get(path: string, options?: Omit<CallOptions, 'token'>): ReturnType<TestApp['get']>;
  /** The definition's call for `action` (`detail` as the definition reads it: GET `?id=` or POST). */
  call(
    def: ResourceDef,
    action: Action,
    body?: Record<string, unknown>,
    options?: Omit<CallOptions, 'token'>,
  ): ReturnType<TestApp['post']>;
}

export function callerOf(app: TestApp, token: string): Caller {
  return {
    token,
    post: (path, body, options) => app.post(path, body, { ...options, token }),
    get: (path, options) => app.get(path, { ...options, token }),
    call(def, action, body = {}, options) {
      const path = def.api[action];
      if (typeof path !== 'string') throw new Error(`${def.name} has no ${action} call`);
      if (action === 'detail' && def.api.detailMethod === 'GET')
        return app.get(`${path}?id=${encodeURIComponent(String(body.id ?? ''))}`, { ...options, token });
      return app.post(path, body, { ...options, token });
    },
  };
}

export const test = base
  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from its first parameter's pattern
  .extend('app', { scope: 'file' }, async ({}, { onCleanup }) => {
    const app = await startTestApp();
    onCleanup(() => app.close());
    return app;
  })
  .extend('admin', { scope: 'file' }, async ({ app }) => callerOf(app, await app.login(...ADMIN)))
  .extend('operator', { scope: 'file' }, async ({ app }) => callerOf(app, await app.login(...OPERATOR)))
  .extend('channel', { scope: 'file' }, async ({ app }) => callerOf(app, await app.login(...CHANNEL)));

export { describe, expect } from 'vitest';
