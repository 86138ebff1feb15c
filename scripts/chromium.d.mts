export const CHROMIUM_CANDIDATES: string[];
export const CHROMIUM_ARGS: string[];
export const CHROMIUM_MISSING: string;
export function findChromium(env?: NodeJS.ProcessEnv, exists?: (path: string) => boolean): string | undefined;
export function requireChromium(env?: NodeJS.ProcessEnv): string;
