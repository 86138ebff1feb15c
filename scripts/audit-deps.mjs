// Fails when a package the console ships or runs has a known high or critical advisory. Two
// sources: the registry's bulk advisory endpoint (what `npm audit` asks: every advisory the
// GitHub Advisory Database holds for the installed versions), when it can be reached, and the
// list kept in the repository (security/advisories.json), which is all that is checked when the
// registry cannot be reached (our build machines' mirror answers 405): the run says which. The
// versions are the lockfile's, so the check sees exactly what `npm ci` installs.
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

/**
 * The registry's advisories for these installed copies (POST {registry}/-/npm/v1/security/
 * advisories/bulk, `npm audit`'s own call), in the offline list's shape; or why there are none.
 * @param {{ name: string, version: string }[]} installed
 * @returns {Promise<{ advisories: import('./audit-deps.d.mts').Advisory[] } | { unreachable: string }>}
 */
export async function registryAdvisories(installed, registry, timeoutMs = 15_000) {
  const versions = {};
  for (const { name, version } of installed) (versions[name] ??= new Set()).add(version);
  const body = Object.fromEntries(Object.entries(versions).map(([name, set]) => [name, [...set]]));
  let res;
  try {
    res = await fetch(`${registry.replace(/\/$/, '')}/-/npm/v1/security/advisories/bulk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { unreachable: String(error?.cause?.code ?? error?.name ?? error) };
  }
  if (!res.ok) return { unreachable: `HTTP ${res.status}` };
  const answer = await res.json().catch(() => undefined);
  if (!answer || typeof answer !== 'object') return { unreachable: 'an answer that is not JSON' };
  return {
    advisories: Object.entries(answer).flatMap(([name, list]) =>
      (Array.isArray(list) ? list : []).map((a) => ({
        // The bulk answer's id is the registry's number; its url ends in the GHSA id.
        id: String(a.url ?? '').match(/GHSA(-[a-z0-9]{4}){3}/)?.[0] ?? String(a.id ?? ''),
        package: name,
        vulnerable: String(a.vulnerable_versions ?? '*'),
        severity: String(a.severity ?? 'unknown'),
        summary: String(a.title ?? ''),
      })),
    ),
  };
}

/** The registry npm uses: npm_config_registry when npm runs this, else the public one. */
const defaultRegistry = () => process.env.npm_config_registry || 'https://registry.npmjs.org/';

/**
 * `node scripts/audit-deps.mjs [lockfile] [advisory list]`, the repository's own by default;
 * COACH_AUDIT_REGISTRY names the registry to ask (`off`: the offline list only).
 */
async function main([lockPath, listPath] = []) {
  const root = new URL('..', import.meta.url);
  const lock = JSON.parse(readFileSync(lockPath ?? new URL('package-lock.json', root), 'utf8'));
  const list = JSON.parse(readFileSync(listPath ?? new URL('security/advisories.json', root), 'utf8'));
  const registry = process.env.COACH_AUDIT_REGISTRY ?? defaultRegistry();
  const online =
    registry === 'off'
      ? { unreachable: 'COACH_AUDIT_REGISTRY=off' }
      : await registryAdvisories(runtimePackages(lock), registry);
  // The same advisory from both sources counts once.
  const all = [...list.advisories, ...(online.advisories ?? [])].filter(
    (a, i, every) => every.findIndex((b) => b.id === a.id && b.package === a.package) === i,
  );
  const hits = findings(lock, all);
  const failing = hits.filter((hit) => FAILING.has(hit.severity));
  for (const hit of hits) {
    const mark = FAILING.has(hit.severity) ? 'FAIL' : 'note';
    console.log(
      `${mark} ${hit.severity} ${hit.id} ${hit.installed.name}@${hit.installed.version} (${hit.installed.path}): ${hit.summary}; vulnerable ${hit.vulnerable}`,
    );
  }
  const count = runtimePackages(lock).length;
  const source = online.advisories
    ? `the registry's (${registry}): ${online.advisories.length} for these versions, and the offline list's ${list.advisories.length} (reviewed ${list.reviewed})`
    : `the offline list only (${list.advisories.length}, reviewed ${list.reviewed}): the registry's advisories could not be read (${online.unreachable})`;
  console.log(`advisories: ${source}; ${count} runtime packages checked, ${failing.length} high or critical found`);
  if (failing.length) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) await main(process.argv.slice(2));
