import { test as base } from 'vitest';
import type { ResourceApi, ResourceDef } from '@coach/domain';
import type { AppConfig } from '../src/config';
import { withDemoStudents } from './student/fixtures';
import { ADMIN, CHANNEL, OPERATOR, startTestApp, type CallOptions, type TemplateName, type TestApp } from './testApp';

/**
 * Test fixtures of the API tests (issue 39.3): a file's tests share one server on a database of
 * their own (`app`) and whoever they act as (`admin`, `operator`, `channel`), signed in once
 * when first asked for. A caller speaks in definitions where the call is a definition's
 * (`admin.call(coupon, 'list', body)`), in paths where it is a call of its own. Tests that need a
 * server started otherwise (captcha on, a rate limit, a file store…) or one their file's other
 * tests do not touch take the same fixtures from `withApp(options)`; those on the demo students,
 * from `withStudents()`.
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

/** What a server of its own is started with: startTestApp's settings, or a function making them (a
 *  folder, a relay) that registers how to undo what it made (after the server has closed). */
export type AppOptions =
  Partial<AppConfig> | ((onCleanup: (undo: () => unknown) => void) => Partial<AppConfig> | Promise<Partial<AppConfig>>);

function appFixtures(startApp: (onCleanup: (undo: () => Promise<void>) => void) => Promise<TestApp>) {
  return (
    base
      // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from its first parameter's pattern
      .extend('app', { scope: 'file' }, async ({}, { onCleanup }) => startApp(onCleanup))
      .extend('admin', { scope: 'file' }, async ({ app }) => callerOf(app, await app.login(...ADMIN)))
      .extend('operator', { scope: 'file' }, async ({ app }) => callerOf(app, await app.login(...OPERATOR)))
      .extend('channel', { scope: 'file' }, async ({ app }) => callerOf(app, await app.login(...CHANNEL)))
  );
}

export const test = appFixtures(async (onCleanup) => {
  const app = await startTestApp();
  onCleanup(() => app.close());
  return app;
});

/**
 * The same fixtures on a server of its own, started with `options` (captcha on, a rate limit, a
 * file store, a relay's address…) when a test first asks for it, closed when the file ends (then
 * what its options made is undone). Called at a file's top level, as Vitest defines a file's
 * fixtures only there; a describe that needs its own server takes the one made for it:
 *
 *   const captchaOn = withApp({ captcha: true, loginRateLimit: 8 });
 *   describe('login with the image captcha', () => {
 *     captchaOn('serves a PNG', async ({ app }) => ...);
 *   });
 */
export function withApp(options: AppOptions = {}, from: TemplateName = 'base') {
  return appFixtures(async (onCleanup) => {
    // Undone in reverse: the server first, then what its options made (a relay, a folder).
    const undo: (() => unknown)[] = [];
    onCleanup(async () => {
      for (let step = undo.pop(); step; step = undo.pop()) await step();
    });
    const overrides = typeof options === 'function' ? await options((step) => undo.push(step)) : options;
    const app = await startTestApp(overrides, from);
    undo.push(() => app.close());
    return app;
  });
}

/**
 * The fixtures on a server of the file's own, on a copy of the template holding the demo students
 * (seeded here outside the server project's run, where there are no templates), with the demo
 * tenant's id as `tenantId`, made ready with the server whether a test asks for it or not.
 * Called at a file's top level, as withApp.
 */
export const withStudents = (options: AppOptions = {}) =>
  withApp(options, 'students').extend('tenantId', { scope: 'file', auto: true }, async ({ app }) =>
    withDemoStudents(app),
  );

export { describe, expect } from 'vitest';
