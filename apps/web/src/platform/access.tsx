import { useMemo, type ReactNode } from 'react';
import { accessOf, canSeeRoute, hasButton, type AccessModel } from './permissions';
import { useSession } from './session';

export interface AccessApi extends AccessModel {
  canSeeRoute: (path: string) => boolean;
  hasButton: (code: string) => boolean;
}

/** The signed-in user's access, recomputed only when the session changes. */
export function useAccess(): AccessApi {
  const { profile, resMap } = useSession();
  return useMemo(() => {
    const model = accessOf(profile, resMap);
    return { ...model, canSeeRoute: (path) => canSeeRoute(model, path), hasButton: (code) => hasButton(model, code) };
  }, [profile, resMap]);
}

/**
 * `<Access id="/systems/accountMg:add"><Button>新增</Button></Access>`: the children are
 * removed (not disabled) unless the id is granted or the user is an administrator.
 */
export function Access({ id, children, fallback = null }: { id: string; children: ReactNode; fallback?: ReactNode }) {
  const access = useAccess();
  return <>{access.hasButton(id) ? children : fallback}</>;
}
