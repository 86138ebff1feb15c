import { theme as antdTheme, type ThemeConfig } from 'antd';
import { contrastRatio, PRIMARY_COLOR, PRIMARY_HOVER, PRIMARY_TEXT, PRIMARY_TEXT_STRONG } from '@coach/domain/theme.ts';

/**
 * The console's two antd themes, set once (architecture: web platform rules) and made to read
 * (issue 52, WCAG 2.1 AA: 4.5:1 for text, 3:1 for controls). #14CD88 stays the theme colour
 * (spec sections 3 and 9): the primary buttons' fill, the palette antd derives from it. It is
 * 2.07:1 on white, so in the light theme the green that is text or a control's mark is
 * PRIMARY_TEXT, and the primary buttons' words are dark (10:1 on #14CD88) instead of white. On
 * the dark theme's near-black, #14CD88 itself reads at 8.9:1. theme.test.ts measures each pair.
 */

/** Words on the green (and, in the dark theme, red) buttons. */
export const ON_FILL_TEXT = '#141414';

/** antd's grey for secondary text (3.36:1) and placeholders (1.83:1), made to read on white and #F5F5F5. */
export const LIGHT_GREYS = { secondary: '#666666', placeholder: '#707070' };
/** The same on the dark theme's surfaces (#000, #141414, #1F1F1F). */
export const DARK_GREYS = { secondary: '#999999', placeholder: '#8C8C8C' };

/** Danger red: text on white and white on it at 4.5:1 (antd's #FF4D4F is 3.26:1). */
export const LIGHT_DANGER = '#CF1322';
/** Danger red on the dark theme's surfaces (antd's dark #DC4446 is 4.34:1 on #141414). */
export const DARK_DANGER = '#F06A6A';

/** antd's preset tag colours (Tag color="green" …): their words are shade 7 on shade 1. */
export const PRESETS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;
/** The status tags (success, processing, error, warning) and the palette their colour comes from. */
const STATUSES = { Success: 'green', Info: 'blue', Error: 'red', Warning: 'gold' } as const;

type Tokens = Record<string, string>;

/**
 * Tag colours that read: for each preset and status, its own palette's first shade from 7 on
 * that is 4.5:1 on the tag's pale fill (antd's green 7 is 3.37:1, success 2.2:1, warning 1.8:1).
 * Worked out from the theme itself, so the light and the dark palettes each get their own.
 */
function readableTags(config: ThemeConfig): Tokens {
  const t = antdTheme.getDesignToken(config) as unknown as Tokens;
  const firstReadable = (shades: string[], bg: string) =>
    shades.find((shade) => contrastRatio(shade, bg) >= 4.5) ?? shades[shades.length - 1];
  const palette = (name: string) => [7, 8, 9, 10].map((i) => t[`${name}${i}`]);
  const tokens: Tokens = {};
  for (const name of PRESETS) tokens[`${name}7`] = firstReadable(palette(name), t[`${name}1`]);
  for (const [status, name] of Object.entries(STATUSES))
    tokens[`color${status}`] = firstReadable([t[`color${status}`], ...palette(name)], t[`color${status}Bg`]);
  return tokens;
}

/** Controls whose checked, active or focused state is drawn in the theme colour. */
const CONTROLS = [
  'Checkbox',
  'Radio',
  'Switch',
  'Pagination',
  'Tabs',
  'Input',
  'InputNumber',
  'Select',
  'DatePicker',
  'Cascader',
  'TreeSelect',
  'Tree',
  'Steps',
  'Slider',
  'Segmented',
  'Transfer',
  'Upload',
] as const;
const darkGreen = {
  colorPrimary: PRIMARY_TEXT,
  colorPrimaryHover: PRIMARY_TEXT_STRONG,
  colorPrimaryActive: PRIMARY_TEXT_STRONG,
};

const base = {
  colorPrimary: PRIMARY_COLOR,
  colorPrimaryHover: PRIMARY_HOVER,
  borderRadius: 6,
  // People who ask their system for less motion get dialogs, menus and messages without
  // zooming and fading (WCAG 2.3.3); read once, at start.
  motion: typeof window === 'undefined' || !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
};

const lightBase: ThemeConfig = {
  token: {
    ...base,
    colorLink: PRIMARY_TEXT,
    colorLinkHover: PRIMARY_TEXT_STRONG,
    colorLinkActive: PRIMARY_TEXT_STRONG,
    colorPrimaryText: PRIMARY_TEXT,
    colorPrimaryTextHover: PRIMARY_TEXT_STRONG,
    colorPrimaryTextActive: PRIMARY_TEXT_STRONG,
    // antd's focus ring (1.34:1 in the pale green) in the dark green: 4.5:1.
    colorPrimaryBorder: PRIMARY_TEXT,
    colorError: LIGHT_DANGER,
    colorTextTertiary: LIGHT_GREYS.secondary,
    colorTextDescription: LIGHT_GREYS.secondary,
    colorTextPlaceholder: LIGHT_GREYS.placeholder,
  },
};

export const lightTheme: ThemeConfig = {
  ...lightBase,
  components: {
    Button: {
      primaryColor: ON_FILL_TEXT,
      defaultHoverColor: PRIMARY_TEXT,
      defaultHoverBorderColor: PRIMARY_TEXT,
      defaultActiveColor: PRIMARY_TEXT_STRONG,
      defaultActiveBorderColor: PRIMARY_TEXT_STRONG,
    },
    // The selected entry's words sit on the pale green (#E6FFF1): the stronger shade.
    // Open side-menu folders on the same white as the side bar, not a grey band.
    Menu: { colorPrimary: PRIMARY_TEXT_STRONG, subMenuItemBg: '#fff' },
    ...Object.fromEntries(CONTROLS.map((name) => [name, darkGreen])),
    // A page's tabs sit on the layout's grey (#F5F5F5, where PRIMARY_TEXT is 4.15:1): the selected
    // one's words in the stronger shade.
    Tabs: { ...darkGreen, itemSelectedColor: PRIMARY_TEXT_STRONG },
    Tag: readableTags(lightBase),
  },
};

// 深色 (the user's choice, issue 40.6): antd's dark algorithm, then the spec's theme colour put
// back (the dark algorithm would shift #14CD88 to a darker green), with the focus ring and the
// danger red light enough to read on near-black.
const DARK_PRESSED = '#0FA66F';
type Algorithm = typeof antdTheme.darkAlgorithm;
const keepThemeColour: Algorithm = (_seed, map) => ({
  ...map!,
  colorPrimary: PRIMARY_COLOR,
  colorPrimaryHover: PRIMARY_HOVER,
  // Pressed: a shade darker than #14CD88 that still carries the dark words (antd's is 4.34:1).
  colorPrimaryActive: DARK_PRESSED,
  colorPrimaryText: PRIMARY_COLOR,
  colorPrimaryBorder: PRIMARY_COLOR,
  colorLink: PRIMARY_COLOR,
  colorLinkHover: PRIMARY_HOVER,
  colorError: DARK_DANGER,
  colorErrorText: DARK_DANGER,
});
const darkBase: ThemeConfig = {
  algorithm: [antdTheme.darkAlgorithm, keepThemeColour],
  token: {
    ...base,
    colorTextTertiary: DARK_GREYS.secondary,
    colorTextDescription: DARK_GREYS.secondary,
    colorTextPlaceholder: DARK_GREYS.placeholder,
  },
};

export const darkTheme: ThemeConfig = {
  ...darkBase,
  components: {
    // Dark words on the green and on the light red (white is 2.07:1 on #14CD88).
    Button: { primaryColor: ON_FILL_TEXT, dangerColor: ON_FILL_TEXT },
    // The tick of a checked box and the words of a picked date, dark on #14CD88 as well.
    Checkbox: { colorWhite: ON_FILL_TEXT },
    Tree: { colorWhite: ON_FILL_TEXT },
    DatePicker: { colorTextLightSolid: ON_FILL_TEXT },
    // A ticked row stays its green when hovered: antd's hover shade (#146748) leaves #14CD88 links
    // at 3.3:1, the ticked shade (#144C37) at 4.8:1.
    Table: { rowSelectedHoverBg: antdTheme.getDesignToken(darkBase).controlItemBgActive },
    Tag: readableTags(darkBase),
  },
};
