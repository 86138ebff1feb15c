import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_CANDIDATES, CHROMIUM_MISSING, findChromium } from './chromium.mjs';

const testScript = fileURLToPath(new URL('./test.mjs', import.meta.url));

describe('finding the browser for the end-to-end tests', () => {
  it('takes COACH_CHROMIUM first, then the usual places in order', () => {
    const have =
      (...paths: string[]) =>
      (path: string) =>
        paths.includes(path);
    expect(findChromium({ COACH_CHROMIUM: '/opt/my/chrome' }, have('/opt/my/chrome', '/usr/bin/chromium'))).toBe(
      '/opt/my/chrome',
    );
    expect(findChromium({}, have('/usr/bin/google-chrome', '/snap/bin/chromium'))).toBe('/snap/bin/chromium');
    expect(findChromium({}, have(CHROMIUM_CANDIDATES[0]))).toBe('/usr/bin/chromium');
    expect(findChromium({}, have())).toBeUndefined();
    // A COACH_CHROMIUM that does not run is not swapped for another browser behind one's back.
    expect(findChromium({ COACH_CHROMIUM: '/gone' }, have('/usr/bin/chromium'))).toBeUndefined();
  });

  it('stops npm test at once with one line saying how to install it, before any build or server', () => {
    const started = Date.now();
    const run = spawnSync(process.execPath, [testScript], {
      env: { ...process.env, COACH_CHROMIUM: '/nonexistent/chromium' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain(CHROMIUM_MISSING);
    expect(run.stderr).toContain('apt-get install chromium fonts-noto-cjk');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
