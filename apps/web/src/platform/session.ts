import { useSyncExternalStore } from 'react';
import {
  ADMIN_ROLE_CODE,
  CHANNEL_ENTERPRISE_TYPE,
  TOKEN_COOKIE,
  TOKEN_COOKIE_DAYS,
  USER_ID_COOKIE,
  USER_ID_COOKIE_DAYS,
} from '@coach/domain/constants.ts';
import { getCookie, removeCookie, setCookie } from './cookies';
import type { LoadResult, ResourceMap, UserInfo } from './sessionTypes';

/**
 * The browser session: token and user id in cookies (spec §9 lifetimes), the loaded user,
 * permissions and resource map in localStorage (`userInfo`, `userResMap`, `dict`), and the
 * channel a staff member picked in sessionStorage (`channelId`, per tab on purpose: two tabs
 * may work on two channels). A small external store lets React re-render when it changes.
 */

export const STORAGE_USER_INFO = 'userInfo';
export const STORAGE_RES_MAP = 'userResMap';
export const STORAGE_DICT = 'dict';
export const STORAGE_CHANNEL = 'channelId';

/** `ready` once `load` answered with a true status; `failed` when it did not. */
export type SessionPhase = 'anonymous' | 'loading' | 'ready' | 'failed';

export interface SessionState {
  token: string | undefined;
  phase: SessionPhase;
  profile: LoadResult | null;
  resMap: ResourceMap;
  /** Chinese message of the last failed load, shown on the failure screen. */
  error?: string;
}

function initialState(): SessionState {
  const token = getCookie(TOKEN_COOKIE) || undefined;
  return { token, phase: token ? 'loading' : 'anonymous', profile: null, resMap: {} };
}

let state: SessionState = initialState();
const listeners = new Set<() => void>();

function emit(next: Partial<SessionState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): SessionState {
  return state;
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export function getToken(): string | undefined {
  // The cookie is the source of truth: another tab may have logged out meanwhile.
  return getCookie(TOKEN_COOKIE) || undefined;
}

/** Called after a successful login; the session then loads the user (phase `loading`). */
export function startSession(token: string, userId?: string): void {
  setCookie(TOKEN_COOKIE, token, TOKEN_COOKIE_DAYS);
  if (userId) setCookie(USER_ID_COOKIE, userId, USER_ID_COOKIE_DAYS);
  emit({ token, phase: 'loading', profile: null, resMap: {}, error: undefined });
}

export function markSessionLoading(): void {
  emit({ phase: 'loading', error: undefined });
}

export function sessionLoaded(profile: LoadResult, resMap: ResourceMap): void {
  writeJson(STORAGE_USER_INFO, profile);
  writeJson(STORAGE_RES_MAP, resMap);
  emit({ phase: 'ready', profile, resMap, error: undefined });
}

export function sessionFailed(error: string): void {
  emit({ phase: 'failed', error });
}

/** Forgets token, user id, cached user data and the chosen channel. */
export function clearSession(): void {
  removeCookie(TOKEN_COOKIE);
  removeCookie(USER_ID_COOKIE);
  for (const key of [STORAGE_USER_INFO, STORAGE_RES_MAP, STORAGE_DICT]) local()?.removeItem(key);
  tab()?.removeItem(STORAGE_CHANNEL);
  emit({ token: undefined, phase: 'anonymous', profile: null, resMap: {}, error: undefined });
}

/** Administrator: some role code contains BBFW_ADMIN (the server's flag counts too). */
export function isAdminProfile(profile: LoadResult | null): boolean {
  if (!profile) return false;
  return profile.isAdmin || profile.user.roles.some((r) => r.roleCode.includes(ADMIN_ROLE_CODE));
}

/** Channel users work in the channel area and send their own channel id. */
export function isChannelUser(user: UserInfo | null | undefined): boolean {
  return !!user && (user.isChannel || user.enterpriseType === CHANNEL_ENTERPRISE_TYPE);
}

/** Channel a staff member picked in the channel area (this tab only). */
export function getChosenChannel(): string | undefined {
  return tab()?.getItem(STORAGE_CHANNEL) || undefined;
}

export function setChosenChannel(channelId: string | undefined): void {
  const store = tab();
  if (!store) return;
  if (channelId) store.setItem(STORAGE_CHANNEL, channelId);
  else store.removeItem(STORAGE_CHANNEL);
  emit({});
}

/** Channel id the channel area acts on: the user's own for a channel user, else the pick. */
export function activeChannelId(): string | undefined {
  const user = state.profile?.user;
  if (isChannelUser(user)) return user?.channelId ?? user?.channel?.id ?? undefined;
  return getChosenChannel();
}

export function readJson<T>(key: string): T | undefined {
  const raw = local()?.getItem(key);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    local()?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or privacy mode: the in-memory copy still serves this tab.
  }
}

/** Storage can throw on access (privacy modes, sandboxed frames): treat it as absent. */
function local(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function tab(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
