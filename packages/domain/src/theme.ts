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

/**
 * The theme colour as text and controls on white (issue 52, WCAG 2.1 AA): #14CD88 is 2.07:1 on
 * white, so links, selected tabs, the active page number, checked boxes and focus take this
 * darker shade of the same green, the nearest to #14CD88 that reads at 4.5:1 on white.
 */
export const PRIMARY_TEXT = '#0D875A';
/**
 * A step darker again, for green text on the pale green of selected items (the side menu's
 * selected entry, #E6FFF1, where PRIMARY_TEXT is 4.31:1) and for hovered or pressed links.
 */
export const PRIMARY_TEXT_STRONG = '#0A7550';

/** WCAG 2.1 relative luminance of #RRGGBB. */
function luminance(hex: string): number {
  const raw = hex.replace(/^#/, '');
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(raw.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * WCAG 2.1 contrast ratio of two opaque colours (#RRGGBB): 1 to 21. AA asks 4.5 for text,
 * 3 for large text and for controls' edges and states.
 */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
