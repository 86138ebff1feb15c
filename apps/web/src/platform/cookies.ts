/**
 * The three cookie operations the session needs, without a dependency. Path `/` like the
 * usual js-cookie default, so tools (and end-to-end tests) find the token wherever they look.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const COOKIE_PATH = '/';

export function getCookie(name: string): string | undefined {
  const prefix = encodeURIComponent(name) + '=';
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return undefined;
}

export function setCookie(name: string, value: string, days = 1): void {
  const expires = new Date(Date.now() + days * DAY_MS).toUTCString();
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=${COOKIE_PATH}; SameSite=Lax`;
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${COOKIE_PATH}; SameSite=Lax`;
}
