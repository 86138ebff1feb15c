import { applyDict, fetchDict, resetDict } from './dict';
import { get } from './http';
import { getSession, markSessionLoading, sessionFailed, sessionLoaded } from './session';
import type { LoadResult, ResourceMap } from './sessionTypes';

/**
 * After login, and on every reload with a token: `load` (user, roles, permissions), then the
 * resource map (`loadStrategies`) and the dictionaries. Spec §8: permission loading goes on
 * only when `load` answers with a true status; otherwise the session is `failed` and the app
 * shows why (a lost session has already opened the 提示 confirm).
 */
const LOAD_FAILED_MESSAGE = '用户信息加载失败';

let inFlight: Promise<void> | undefined;

export function loadSession(): Promise<void> {
  inFlight ??= run().finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

async function run(): Promise<void> {
  const token = getSession().token;
  if (!token) return;
  markSessionLoading();
  try {
    // The resource map and the dictionaries are asked beside `load`, not after it (one round
    // trip less on a slow line, issue 53.1); quiet, so a session that may not read them (an
    // initial password) toasts nothing. They count only once `load` has answered true.
    const strategies = get<ResourceMap>('/user/inner/sysUser/v1/loadStrategies', { quiet: true }).catch(
      () => undefined,
    );
    const dict = fetchDict(true);
    const load = await get<LoadResult>('/user/inner/sysUser/v1/load');
    if (!load.status || !load.result?.user) {
      sessionFailed(load.message || LOAD_FAILED_MESSAGE);
      return;
    }
    resetDict();
    // An initial password is changed before anything else: the server would refuse the rest.
    if (load.result.mustChangePassword) {
      sessionLoaded({ ...load.result, permissions: [] }, {});
      return;
    }
    const [resources] = await Promise.all([strategies, dict.then(applyDict)]);
    // A session replaced meanwhile (logout, another login) must not be overwritten.
    if (getSession().token !== token) return;
    const resMap = resources?.status && resources.result ? resources.result : {};
    sessionLoaded({ ...load.result, permissions: load.result.permissions ?? [] }, resMap);
  } catch (error) {
    if (getSession().token === token) sessionFailed(error instanceof Error ? error.message : LOAD_FAILED_MESSAGE);
  }
}
