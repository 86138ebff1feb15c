import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { resourcesByName, type ResourceDef } from '@coach/domain';
import type { Services } from '../platform/services';
import { declaredCalls, hooksByName, serveCatalogue, type Catalogue } from './serveCatalogue';

const coupon = resourcesByName.coupon;
const message = resourcesByName.examMessage;
const catalogue: Catalogue = { resources: [coupon, message], reports: [], settings: [] };
/** Nothing is registered before the hooks are checked: no database is needed to see the refusal. */
const noServices = {} as Services;

describe('the hooks features supply by definition name', () => {
  it('merges the maps of several features', () => {
    const beforeSave = () => undefined;
    const afterWrite = async () => undefined;
    expect(
      hooksByName(
        'resource',
        [coupon, resourcesByName.secKill],
        [{ coupon: { beforeSave } }, { secKill: { afterWrite } }],
      ),
    ).toEqual({
      coupon: { beforeSave },
      secKill: { afterWrite },
    });
  });

  it('refuses a name the catalogue does not have (a typo, a removed definition)', () => {
    expect(() => hooksByName('resource', [coupon], [{ copon: {} }])).toThrow(
      'hooks for "copon": the catalogue has no resource of that name',
    );
  });

  it('refuses hooks for a definition whose calls are its feature’s own', () => {
    expect(() => hooksByName('resource', [message], [{ examMessage: {} }])).toThrow('ownRoutes');
  });

  it('refuses the same definition from two features', () => {
    expect(() => hooksByName('resource', [coupon], [{ coupon: {} }, { coupon: {} }])).toThrow('supplied twice');
  });

  it('stops the server at start on an unknown name', () => {
    const app = Fastify();
    expect(() => serveCatalogue(app, noServices, { resources: [{ coupons: {} }] }, catalogue)).toThrow(
      'hooks for "coupons"',
    );
    expect(() => serveCatalogue(app, noServices, { reports: [{ coupon: {} }] }, catalogue)).toThrow(
      'the catalogue has no report of that name',
    );
  });
});

describe('a definition left to its feature (ownRoutes)', () => {
  const onlyMessages: Catalogue = { resources: [message], reports: [], settings: [] };

  it('stops the start when the feature forgot a declared call', async () => {
    const app = Fastify();
    serveCatalogue(app, noServices, {}, onlyMessages);
    app.post(message.api.list!, async () => ({}));
    await expect(app.ready()).rejects.toThrow(`POST ${message.transitions![0].path} (examMessage)`);
  });

  it('starts once the feature serves every call', async () => {
    const app = Fastify();
    serveCatalogue(app, noServices, {}, onlyMessages);
    for (const path of [message.api.list!, ...message.transitions!.map((t) => t.path)])
      app.post(path, async () => ({}));
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});

describe('the calls a catalogue declares', () => {
  it('names every api path, transition and action call, with the detail’s method', () => {
    const calls = declaredCalls(catalogue);
    const urls = calls.map((c) => `${c.method} ${c.url}`);
    expect(urls).toContain(`POST ${coupon.api.list}`);
    for (const t of coupon.transitions ?? []) expect(urls).toContain(`POST ${t.path}`);
    expect(urls).toContain(`POST ${message.api.list}`);
    // How the detail is asked and the import template's code are no calls.
    expect(calls.some((c) => c.url === 'GET' || c.url === coupon.api.importTemplate)).toBe(false);
    const byGet: ResourceDef = { ...coupon, api: { detail: '/api/x/detail', detailMethod: 'GET' } };
    expect(declaredCalls({ resources: [byGet], reports: [], settings: [] })[0]).toMatchObject({
      method: 'GET',
      url: '/api/x/detail',
    });
  });
});
