import { describe, expect, it } from 'vitest';
import { browserOf } from './loginLog';

describe('the browser a sign-in came from', () => {
  it('names the browser with its major version and the system', () => {
    expect(
      browserOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.86 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 131', os: 'Windows 10' });
    expect(
      browserOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49',
      ).os,
    ).toMatch(/^iOS/);
    expect(browserOf('')).toEqual({ browser: null, os: null });
    // A tool no browser list knows is not named at all, rather than named wrongly.
    expect(browserOf('curl/8.5.0').browser).toBeNull();
  });
});
