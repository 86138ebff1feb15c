/**
 * Full-page navigation, used where the app must start over (a lost session goes back to the
 * app root, which lands on /login). One function so tests can replace it.
 */
export function reloadAt(url: string): void {
  window.location.assign(url);
}
