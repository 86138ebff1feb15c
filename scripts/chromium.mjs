// Where the end-to-end tests and the benchmarks find a Chromium to drive (playwright-core never
// downloads one here): COACH_CHROMIUM when set, else where Debian, Ubuntu, Fedora, snap and
// Google's packages put it.
import { accessSync, constants } from 'node:fs';

export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/opt/google/chrome/chrome',
];

/** How the tests and benchmarks start it: headless, no first-run or background traffic of its own. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const CHROMIUM_MISSING =
  'No Chromium found for the end-to-end tests: install it with `apt-get install chromium fonts-noto-cjk` (or set COACH_CHROMIUM to its path)';

const runnable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The browser's path, or undefined when there is none. A COACH_CHROMIUM that does not run is
 * not replaced by a guess: whoever set it meant that one.
 * @param {NodeJS.ProcessEnv} [env]
 * @param {(path: string) => boolean} [exists]
 */
export function findChromium(env = process.env, exists = runnable) {
  if (env.COACH_CHROMIUM) return exists(env.COACH_CHROMIUM) ? env.COACH_CHROMIUM : undefined;
  return CHROMIUM_CANDIDATES.find(exists);
}

/** The path, or a thrown error whose message is the one line that says how to get one. */
export function requireChromium(env = process.env) {
  const path = findChromium(env);
  if (!path)
    throw new Error(
      env.COACH_CHROMIUM
        ? `COACH_CHROMIUM=${env.COACH_CHROMIUM} is not a runnable file. ${CHROMIUM_MISSING}`
        : CHROMIUM_MISSING,
    );
  return path;
}
