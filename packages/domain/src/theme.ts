/** Default theme main colour (spec sections 3 and 9). */
export const PRIMARY_COLOR = '#14CD88';

/** Per-channel shift of the hover shade (spec section 9). */
export const HOVER_SHIFT: readonly [number, number, number] = [47, 10, 24];

const clamp = (n: number) => Math.min(255, Math.max(0, n));
const hex2 = (n: number) => n.toString(16).toUpperCase().padStart(2, '0');

/**
 * Hover shade of a colour: each channel shifted by (47, 10, 24) and clamped to 0-255. The
 * shift is added: on the default green that gives a lighter tint (#14CD88 -> #43D7A0), the
 * usual hover feedback; subtracting would darken it toward a pressed look. Accepts #RGB or
 * #RRGGBB (with or without '#') and returns #RRGGBB; anything else is returned unchanged so a
 * bad tenant colour never breaks the page.
 */
export function hoverShade(hex: string): string {
  const raw = hex.trim().replace(/^#/, '');
  const full = /^[0-9a-f]{3}$/i.test(raw) ? [...raw].map((c) => c + c).join('') : raw;
  if (!/^[0-9a-f]{6}$/i.test(full)) return hex;
  const channels = [0, 2, 4].map((i, k) => clamp(parseInt(full.slice(i, i + 2), 16) + HOVER_SHIFT[k]));
  return '#' + channels.map(hex2).join('');
}

export const PRIMARY_HOVER = hoverShade(PRIMARY_COLOR);
