import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRoutePages } from './routePreload';

const PAGE = '<!doctype html><html><head><title>驾培运营管理后台</title>\n  </head><body></body></html>';

/** A build folder with index.html and, unless `preload` is undefined, the route list the web build writes. */
function dist(preload?: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'coach-preload-'));
  writeFileSync(join(dir, 'index.html'), PAGE);
  if (preload !== undefined) {
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite', 'route-preload.json'), JSON.stringify(preload));
  }
  return dir;
}

const preload = {
  login: ['assets/login-a.js'],
  shell: ['assets/shell-b.js', 'assets/shell-c.css'],
  pages: { '/systems/accountMg': ['assets/system-d.js'], '/operates/carMag/carDetail/:id': ['assets/car-e.js'] },
};
const signedIn = 'theme=x; ctl-token=abc; userId=1';
const linked = (page: string | undefined) =>
  [...(page ?? '').matchAll(/<link rel="(\w+)"[^>]*href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);

describe("the page a route is sent with names its first screen's files", () => {
  const pages = loadRoutePages(dist(preload), '/ui/coach/')!;

  it('a signed-in route: the shell and its page, scripts as modulepreload and styles as preload, inside <head>', () => {
    const page = pages.pageFor('systems/accountMg', signedIn);
    expect(linked(page)).toEqual([
      'modulepreload /ui/coach/assets/shell-b.js',
      'preload /ui/coach/assets/shell-c.css',
      'modulepreload /ui/coach/assets/system-d.js',
    ]);
    expect(page!.indexOf('system-d.js')).toBeLessThan(page!.indexOf('</head>'));
    expect(page).not.toMatch(/<script/);
  });

  it('a route with a parameter is matched by its pattern; an unknown route gets the shell only', () => {
    expect(linked(pages.pageFor('operates/carMag/carDetail/42', signedIn))).toContain(
      'modulepreload /ui/coach/assets/car-e.js',
    );
    expect(linked(pages.pageFor('no/such/page', signedIn))).toEqual([
      'modulepreload /ui/coach/assets/shell-b.js',
      'preload /ui/coach/assets/shell-c.css',
    ]);
  });

  it("without the session cookie (or with it empty) every route gets the login page's files", () => {
    for (const cookie of [undefined, 'theme=x', 'ctl-token=; userId=1'])
      expect(linked(pages.pageFor('systems/accountMg', cookie))).toEqual(['modulepreload /ui/coach/assets/login-a.js']);
  });

  it('a build without the route list sends index.html as built', () => {
    expect(loadRoutePages(dist(), '/ui/coach/')).toBeUndefined();
  });
});
