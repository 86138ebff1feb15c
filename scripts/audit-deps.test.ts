import { describe, expect, it } from 'vitest';
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { findings, registryAdvisories, runtimePackages } from './audit-deps.mjs';

const script = fileURLToPath(new URL('./audit-deps.mjs', import.meta.url));
const lock = {
  packages: {
    '': { name: 'coach-console' },
    'apps/server': { version: '0.1.0' },
    'node_modules/@coach/server': { link: true, resolved: 'apps/server' },
    'node_modules/@fastify/static': { version: '9.3.0' },
    'node_modules/vite': { version: '7.3.8', dev: true },
    'node_modules/archiver/node_modules/brace-expansion': { version: '1.1.11' },
    'node_modules/sharp': { version: '0.35.5', optional: true },
  },
};
const advisory = (over: object) => ({
  id: 'GHSA-test',
  package: '@fastify/static',
  vulnerable: '<10.1.3',
  severity: 'high',
  summary: 's',
  ...over,
});

describe('the offline advisory check', () => {
  it('looks at every installed copy the console ships or runs, nested ones too, never development tools', () => {
    expect(
      runtimePackages(lock)
        .map((p) => `${p.name}@${p.version}`)
        .sort(),
    ).toEqual(['@fastify/static@9.3.0', 'brace-expansion@1.1.11', 'sharp@0.35.5']);
  });

  it('matches versions against npm ranges', () => {
    expect(findings(lock, [advisory({})])).toHaveLength(1);
    expect(findings(lock, [advisory({ vulnerable: '<9.3.0' })])).toHaveLength(0);
    expect(
      findings(lock, [advisory({ package: 'brace-expansion', vulnerable: '>=1.0.0 <1.1.12 || >=2.0.0 <2.0.2' })]),
    ).toHaveLength(1);
    expect(findings(lock, [advisory({ package: 'vite', vulnerable: '*' })])).toHaveLength(0);
  });

  it('fails on a high or critical advisory, names it, and passes on a moderate one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'coach-audit-'));
    writeFileSync(join(dir, 'lock.json'), JSON.stringify(lock));
    const run = (advisories: object[]) => {
      writeFileSync(join(dir, 'list.json'), JSON.stringify({ reviewed: '2026-11-27', advisories }));
      return spawnSync(process.execPath, [script, join(dir, 'lock.json'), join(dir, 'list.json')], {
        encoding: 'utf8',
        env: { ...process.env, COACH_AUDIT_REGISTRY: 'off' },
      });
    };
    const high = run([advisory({ id: 'GHSA-83w8-p2f5-377r' })]);
    expect(high.status).toBe(1);
    expect(high.stdout).toContain('FAIL high GHSA-83w8-p2f5-377r @fastify/static@9.3.0');
    const moderate = run([advisory({ severity: 'moderate' })]);
    expect(moderate.status).toBe(0);
    expect(moderate.stdout).toContain('note moderate');
  });

  it('finds nothing high or critical in the lockfile and list on this commit (the CI step)', () => {
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(run.stdout).toMatch(/0 high or critical found/);
    expect(run.status).toBe(0);
    // The list is well formed: every entry names its package, an npm range and a severity.
    const list = JSON.parse(
      readFileSync(fileURLToPath(new URL('../security/advisories.json', import.meta.url)), 'utf8'),
    );
    for (const entry of list.advisories) {
      expect(entry.id).toMatch(/^GHSA-[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
      expect(['low', 'moderate', 'high', 'critical']).toContain(entry.severity);
      expect(typeof entry.package).toBe('string');
    }
  });
});

describe("the registry's advisories (npm audit's bulk endpoint)", () => {
  /** A registry answering the bulk call as registry.npmjs.org does, recording what it was asked. */
  async function registry(status: number, answer: object) {
    const asked: unknown[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        asked.push({ method: req.method, url: req.url, body: JSON.parse(body || 'null') });
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    return { url, asked, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it('asks for every installed runtime version and reads the answer as advisories', async () => {
    const reg = await registry(200, {
      '@fastify/static': [
        {
          id: 1102345,
          url: 'https://github.com/advisories/GHSA-83w8-p2f5-377r',
          title: 'Path traversal',
          severity: 'high',
          vulnerable_versions: '<9.3.1',
        },
      ],
    });
    try {
      const answer = await registryAdvisories(runtimePackages(lock), reg.url);
      expect(reg.asked).toEqual([
        {
          method: 'POST',
          url: '/-/npm/v1/security/advisories/bulk',
          body: { '@fastify/static': ['9.3.0'], 'brace-expansion': ['1.1.11'], sharp: ['0.35.5'] },
        },
      ]);
      expect(answer).toEqual({
        advisories: [
          {
            id: 'GHSA-83w8-p2f5-377r',
            package: '@fastify/static',
            vulnerable: '<9.3.1',
            severity: 'high',
            summary: 'Path traversal',
          },
        ],
      });
      expect(findings(lock, 'advisories' in answer ? answer.advisories : [])).toHaveLength(1);
    } finally {
      await reg.close();
    }
  });

  it('fails the check on what the registry reports, and says the offline list alone was checked when it cannot be read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'coach-audit-'));
    writeFileSync(join(dir, 'lock.json'), JSON.stringify(lock));
    writeFileSync(join(dir, 'list.json'), JSON.stringify({ reviewed: '2026-11-27', advisories: [] }));
    const run = (url: string) =>
      new Promise<{ status: number | null; stdout: string }>((resolve) => {
        // Not spawnSync: the registry answering it runs in this process.
        execFile(
          process.execPath,
          [script, join(dir, 'lock.json'), join(dir, 'list.json')],
          { encoding: 'utf8', env: { ...process.env, COACH_AUDIT_REGISTRY: url } },
          (error, stdout) => resolve({ status: error ? Number(error.code) : 0, stdout }),
        );
      });
    const reporting = await registry(200, {
      sharp: [
        {
          id: 1,
          url: 'https://github.com/advisories/GHSA-aaaa-bbbb-cccc',
          title: 't',
          severity: 'critical',
          vulnerable_versions: '<0.36.0',
        },
      ],
    });
    const refusing = await registry(405, { error: 'Method Not Allowed' });
    try {
      const failed = await run(reporting.url);
      expect(failed.status).toBe(1);
      expect(failed.stdout).toContain('FAIL critical GHSA-aaaa-bbbb-cccc sharp@0.35.5');
      expect(failed.stdout).toContain("advisories: the registry's");
      const offline = await run(refusing.url);
      expect(offline.status).toBe(0);
      expect(offline.stdout).toContain(
        "the offline list only (0, reviewed 2026-11-27): the registry's advisories could not be read (HTTP 405)",
      );
    } finally {
      await reporting.close();
      await refusing.close();
    }
  });
});
