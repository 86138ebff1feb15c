export interface Advisory {
  id: string;
  package: string;
  vulnerable: string;
  severity: string;
  summary: string;
}
export interface Installed {
  name: string;
  version: string;
  path: string;
}
export const FAILING: Set<string>;
export function runtimePackages(lock: unknown): Installed[];
export function findings(lock: unknown, advisories: Advisory[]): (Advisory & { installed: Installed })[];
export function registryAdvisories(
  installed: { name: string; version: string }[],
  registry: string,
  timeoutMs?: number,
): Promise<{ advisories: Advisory[] } | { unreachable: string }>;
