import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readCallPattern, readCalls } from '@coach/domain';
import { haproxyConfig } from './scale-out.mjs';

const haproxy = spawnSync('haproxy', ['-v']).status === 0;

describe('the balancer configuration of scripts/scale-out.mjs', () => {
  it('checks every process on its ready answer and retries only the read calls past a connection failure', () => {
    const text = haproxyConfig({ port: 8080, servers: [18081, 18082, 18083], readCalls: '/srv/read-calls.lst' });
    expect(text).toContain('option httpchk GET /api/health/ready');
    expect(text).toContain('acl read_call path_reg -f /srv/read-calls.lst');
    expect(text).toContain('http-request disable-l7-retry if !read_call');
    expect(text.match(/^ {2}server console\d 127\.0\.0\.1:\d+ check$/gm)).toHaveLength(3);
  });

  it.skipIf(!haproxy)('is a configuration haproxy accepts, with the read calls the build writes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'coach-haproxy-check-'));
    try {
      const list = join(dir, 'read-calls.lst');
      writeFileSync(list, `# read calls\n${readCalls().map(readCallPattern).join('\n')}\n`);
      const config = join(dir, 'haproxy.cfg');
      writeFileSync(config, haproxyConfig({ port: 18080, servers: [18081, 18082], readCalls: list }));
      const check = spawnSync('haproxy', ['-c', '-f', config], { encoding: 'utf8' });
      expect(check.stderr + check.stdout).toMatch(/Configuration file is valid/);
      expect(check.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
