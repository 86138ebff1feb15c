import { getSession, useSession } from './session';
import { requestChannelId } from './http';

/**
 * Everything that decides which rows the server answers besides the request body: the user
 * (and with it tenant, school and store) and the channel the call carries. Cached answers
 * belong to one scope; a query keyed without it would show the previous channel's rows
 * after a switch for as long as they are fresh (30 s).
 */
export function sessionScope(): string {
  const user = getSession().profile?.user;
  return [user?.id, user?.tenantId, user?.schoolId, user?.storeId, requestChannelId()]
    .map((part) => part ?? '')
    .join('|');
}

/** The scope, re-read whenever the session (user or chosen channel) changes. */
export function useSessionScope(): string {
  useSession();
  return sessionScope();
}
