import type { IssuedPassword } from '@coach/web/kit/password/PasswordDialog.tsx';

/**
 * A channel's initial password, answered once by 新增 on the channel form page, handed to
 * the channel list (where the form returns) to show. A tiny store: the form page announces,
 * the list subscribes (useSyncExternalStore) and clears it when the dialog closes.
 */
let current: IssuedPassword | undefined;
const listeners = new Set<() => void>();

export const issuedChannelPassword = {
  get: () => current,
  set(value: IssuedPassword | undefined) {
    current = value;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
