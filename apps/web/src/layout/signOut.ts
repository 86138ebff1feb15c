import { resetDict } from '../platform/dict';
import { get } from '../platform/http';
import { clearSession } from '../platform/session';
import { queryClient } from './queryClient';
import { forgetOpenPages } from '../app/keepAlive/openPages';
import { forgetThemeChoice } from '../platform/themeChoice';

/** Ends the server session and forgets everything local; the router then shows /login. */
export async function signOut(): Promise<void> {
  try {
    // Always succeeds on the server; a network failure must not keep the user signed in.
    await get('/auth/inner/sysAuth/v1/logout/sendLogoutMessage.pass', { silent: true });
  } catch {
    // already toasted; log out locally anyway
  }
  queryClient.clear();
  resetDict();
  forgetOpenPages();
  forgetThemeChoice();
  clearSession();
}
