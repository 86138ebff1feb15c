import { describe, expect, it } from 'vitest';
import { theme as antdTheme, type ThemeConfig } from 'antd';
import { contrastRatio, PRIMARY_COLOR, PRIMARY_TEXT, PRIMARY_TEXT_STRONG } from '@coach/domain/theme.ts';
import { darkTheme, lightTheme, ON_FILL_TEXT, PRESETS } from './theme';

// Issue 52: every colour the themes set, measured as WCAG 2.1 computes contrast, against the
// surfaces it is drawn on: 4.5:1 for text, 3:1 for a control's mark (a checked box, a focus
// ring, an input's focused edge).
type Tokens = Record<string, string>;
const tokensOf = (config: ThemeConfig) => antdTheme.getDesignToken(config) as unknown as Tokens;
const component = (config: ThemeConfig, name: string) =>
  (config.components as Record<string, Tokens> | undefined)?.[name] ?? {};
const TEXT = 4.5;
const CONTROL = 3;

/** #RRGGBB of a colour antd may give as rgba(), laid on its background. */
function opaque(colour: string, background: string): string {
  const m = colour.match(/rgba?\(([^)]+)\)/);
  if (!m) return colour.length === 4 ? '#' + [...colour.slice(1)].map((c) => c + c).join('') : colour.slice(0, 7);
  const [r, g, b, a = 1] = m[1].split(',').map(Number);
  const bg = [1, 3, 5].map((i) => parseInt(background.slice(i, i + 2), 16));
  return (
    '#' +
    [r, g, b]
      .map((c, i) =>
        Math.round(c * a + bg[i] * (1 - a))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

function pairs(config: ThemeConfig): [what: string, fg: string, bg: string, min: number][] {
  const t = tokensOf(config);
  const surfaces = { container: t.colorBgContainer, layout: t.colorBgLayout, elevated: t.colorBgElevated };
  const on = (what: string, fg: string, min: number, bgs: Record<string, string> = surfaces) =>
    Object.entries(bgs).map(([name, bg]): [string, string, string, number] => [
      `${what} on ${name}`,
      opaque(fg, bg),
      bg,
      min,
    ]);
  const button = component(config, 'Button');
  const menu = component(config, 'Menu');
  const tag = component(config, 'Tag');
  const checkbox = component(config, 'Checkbox');
  const markColour = checkbox.colorPrimary ?? t.colorPrimary;
  const red = t.colorError;
  // Green words are for white cards, tables and dialogs (the grey page behind carries grey text).
  const cards = { container: t.colorBgContainer, elevated: t.colorBgElevated };
  return [
    // The primary buttons: dark words on #14CD88, its hover and its pressed shade.
    ['primary button', button.primaryColor, t.colorPrimary, TEXT],
    ['primary button hovered', button.primaryColor, t.colorPrimaryHover, TEXT],
    ['primary button pressed', button.primaryColor, t.colorPrimaryActive, TEXT],
    // Danger buttons: words on the red fill, and the red as a link's words.
    ['danger button', button.dangerColor ?? t.colorTextLightSolid, red, TEXT],
    ...on('danger link / error message', red, TEXT),
    ...on('link', t.colorLink, TEXT, cards),
    ...on('link hovered', t.colorLinkHover, TEXT, cards),
    ...on('primary text', t.colorPrimaryText, TEXT, cards),
    ...on('secondary text', t.colorTextTertiary, TEXT),
    ...on('description', t.colorTextDescription, TEXT),
    ...on('placeholder', t.colorTextPlaceholder, TEXT, { container: t.colorBgContainer, elevated: t.colorBgElevated }),
    // The selected menu entry: its words on the pale (light) or deep (dark) green behind it.
    ['selected menu item', menu.colorPrimary ?? t.colorPrimary, t.controlItemBgActive, TEXT],
    ['selected menu item (open folder)', menu.colorPrimary ?? t.colorPrimary, t.colorBgContainer, TEXT],
    // Active tab, active page number, checked box/radio/switch, focused input: the control green.
    ...on('active tab / page number', markColour, TEXT, { container: t.colorBgContainer }),
    // A page's own tabs lie on the layout's grey as well.
    ...on('selected tab', component(config, 'Tabs').itemSelectedColor ?? t.colorPrimary, TEXT),
    // A link on a ticked row, hovered or not (light: global.css gives it the strong shade).
    ...[t.controlItemBgActive, component(config, 'Table').rowSelectedHoverBg ?? t.controlItemBgActiveHover].map(
      (bg): [string, string, string, number] => [
        'link on a ticked row',
        config === lightTheme ? PRIMARY_TEXT_STRONG : t.colorLink,
        bg,
        TEXT,
      ],
    ),
    ...on('checked box, focused edge', markColour, CONTROL, { container: t.colorBgContainer }),
    ['tick of a checked box', checkbox.colorWhite ?? '#ffffff', markColour, CONTROL],
    ['words of a picked date', component(config, 'DatePicker').colorTextLightSolid ?? '#ffffff', markColour, TEXT],
    ...on('focus ring', t.colorPrimaryBorder, CONTROL),
    // Tags: preset colours (shade 7 on shade 1) and statuses (colour on its pale fill).
    ...PRESETS.map((name): [string, string, string, number] => [`${name} tag`, tag[`${name}7`], t[`${name}1`], TEXT]),
    ...['Success', 'Info', 'Error', 'Warning'].map((status): [string, string, string, number] => [
      `${status} tag`,
      tag[`color${status}`],
      t[`color${status}Bg`],
      TEXT,
    ]),
  ];
}

describe('the themes read (WCAG 2.1 AA)', () => {
  it('keeps #14CD88 as the theme colour, the primary buttons’ fill, in both themes', () => {
    expect(tokensOf(lightTheme).colorPrimary.toUpperCase()).toBe(PRIMARY_COLOR);
    expect(tokensOf(darkTheme).colorPrimary.toUpperCase()).toBe(PRIMARY_COLOR);
    expect(component(lightTheme, 'Button').primaryColor).toBe(ON_FILL_TEXT);
  });

  it('takes the nearest shade of the green that reads on white for text and controls', () => {
    expect(contrastRatio(PRIMARY_COLOR, '#FFFFFF')).toBeCloseTo(2.08, 2);
    expect(contrastRatio(PRIMARY_TEXT, '#FFFFFF')).toBeGreaterThanOrEqual(TEXT);
    // The shade above it (one step lighter on each channel) no longer reads: it is the nearest.
    expect(contrastRatio('#0E885B', '#FFFFFF')).toBeLessThan(TEXT);
    expect(contrastRatio(PRIMARY_TEXT, '#E6FFF1')).toBeLessThan(TEXT); // why the menu takes the strong shade
    expect(contrastRatio(PRIMARY_TEXT_STRONG, '#E6FFF1')).toBeGreaterThanOrEqual(TEXT);
  });

  for (const [name, config] of [
    ['light', lightTheme],
    ['dark', darkTheme],
  ] as const) {
    it(`${name}: every colour set reads on its background`, () => {
      const measured = pairs(config).map(([what, fg, bg, min]) => ({
        what,
        fg,
        bg,
        ratio: Math.round(contrastRatio(fg, bg) * 100) / 100,
        min,
      }));
      expect(measured.filter((m) => !(m.fg && m.bg))).toEqual([]);
      expect(measured.filter((m) => m.ratio < m.min)).toEqual([]);
    });
  }
});
