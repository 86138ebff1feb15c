import { resourcesByName } from '@coach/domain';
import { describe, expect, test as it, withApp } from './fixtures';
import type { TestApp } from './testApp';

// The fixtures of issue 39.3 themselves: one server per file, callers signed in once, calls by definition.
const { dictionary, material } = resourcesByName;

describe('test fixtures', () => {
  it('signs each demo user in once per file, on one server', async ({ app, admin, operator }) => {
    expect(admin.token).not.toBe(operator.token);
    expect((await admin.get('/api/user/inner/sysUser/v1/load')).body.result.user.account).toBe('admin');
    expect((await app.get('/api/user/inner/sysUser/v1/load', { token: operator.token })).body.result.user.account).toBe(
      'operator01',
    );
  });

  it("calls a definition's paths: a list, a save, a detail read the way the definition says (GET ?id=)", async ({
    admin,
  }) => {
    const saved = await admin.call(dictionary, 'create', { type: 'fixture_type', value: '1', label: '夹具' });
    expect(saved.body).toMatchObject({ status: true, message: '新增成功' });
    const listed = await admin.call(dictionary, 'list', { type: 'fixture_type' });
    expect(listed.body.result.list.map((r: { label: string }) => r.label)).toEqual(['夹具']);
    const made = await admin.call(material, 'save', { title: '夹具素材', materialType: 1 });
    expect(made.body.status).toBe(true);
    expect(material.api.detailMethod).toBe('GET');
    expect((await admin.call(material, 'detail', { id: made.body.result.id })).body.result.title).toBe('夹具素材');
    expect(() => admin.call(dictionary, 'import')).toThrow('dictionary has no import call');
  });

  it('keeps calls the role does not grant closed to the operator', async ({ operator }) => {
    expect((await operator.call(dictionary, 'list')).http).toBe(403);
  });
});

// withApp: a server of its own, started with its settings when first asked for, beside the file's.
const steps: string[] = [];
let own: TestApp | undefined;
const mine = withApp(() => {
  steps.push('options made');
  return { loginRateLimit: 3, trustProxy: ['10.0.0.0/8'] };
});

describe('a server of its own (withApp)', () => {
  mine(
    "is started with the options given, apart from the file's server, its users signed in there",
    async ({ app, admin }) => {
      expect(steps).toEqual(['options made']);
      own = app;
      expect(app.services.config).toMatchObject({ loginRateLimit: 3, trustProxy: ['10.0.0.0/8'] });
      expect((await admin.get('/api/user/inner/sysUser/v1/load')).body.result.user.account).toBe('admin');
    },
  );

  it("leaves the file's server as it was", async ({ app }) => {
    expect(app === own).toBe(false);
    expect(app.services.config).toMatchObject({ loginRateLimit: 1000, trustProxy: false });
  });

  mine('is one server for every test that takes it, its options made once', async ({ app }) => {
    expect(app === own).toBe(true);
    expect(steps).toEqual(['options made']);
  });
});
