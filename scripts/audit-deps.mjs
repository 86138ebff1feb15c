// Fails when a package the console ships or runs has a known high or critical advisory. The
// registry's audit endpoint is not reachable from our build machines, so the advisories are a
// list kept in the repository (security/advisories.json) and the versions are the lockfile's:
// the check needs no network and sees exactly what `npm ci` installs.
import { readFileSync } from 'node:fs';
import semver from 'semver';

export const FAILING = new Set(['high', 'critical']);

/**
 * Every installed copy of a package that is not only a development tool: the lockfile marks
 * those `dev`; everything else (server runtime, browser bundle, optional natives) counts.
 * @param {{ packages: Record<string, { version?: string, dev?: boolean, link?: boolean }> }} lock
 */
export function runtimePackages(lock) {
  const found = [];
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    if (!path.includes('node_modules/') || entry.dev || entry.link || !entry.version) continue;
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    found.push({ name, version: entry.version, path });
  }
  return found;
}

/** The advisories that apply to the installed copies, each with the copy it names. */
export function findings(lock, advisories) {
  const byName = new Map();
  for (const advisory of advisories) byName.set(advisory.package, [...(byName.get(advisory.package) ?? []), advisory]);
  const hits = [];
  for (const installed of runtimePackages(lock)) {
    for (const advisory of byName.get(installed.name) ?? []) {
      if (semver.satisfies(installed.version, advisory.vulnerable, { includePrerelease: true }))
        hits.push({ ...advisory, installed });
    }
  }
  return hits;
}

/** `node scripts/audit-deps.mjs [lockfile] [advisory list]`, the repository's own by default. */
function main([lockPath, listPath] = []) {
  const root = new URL('..', import.meta.url);
  const lock = JSON.parse(readFileSync(lockPath ?? new URL('package-lock.json', root), 'utf8'));
  const list = JSON.parse(readFileSync(listPath ?? new URL('security/advisories.json', root), 'utf8'));
  const hits = findings(lock, list.advisories);
  const failing = hits.filter((hit) => FAILING.has(hit.severity));
  for (const hit of hits) {
    const mark = FAILING.has(hit.severity) ? 'FAIL' : 'note';
    console.log(
      `${mark} ${hit.severity} ${hit.id} ${hit.installed.name}@${hit.installed.version} (${hit.installed.path}): ${hit.summary}; vulnerable ${hit.vulnerable}`,
    );
  }
  const count = runtimePackages(lock).length;
  console.log(
    `advisories: ${list.advisories.length} known (reviewed ${list.reviewed}), ${count} runtime packages checked, ${failing.length} high or critical found`,
  );
  if (failing.length) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2));
