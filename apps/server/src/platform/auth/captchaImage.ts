import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';

/** The box the login page shows. */
export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;
const BACKGROUND = '#f2fbf7';

/**
 * A family name of our own: the canvas also sees the machine's fonts, and asking for this
 * name alone means the glyphs always come from the file registered here, so a bare machine
 * without any system font draws the same picture as a desktop.
 */
export const CAPTCHA_FONT_FAMILY = 'CoachCaptchaLato';
const fontFile = createRequire(import.meta.url).resolve('@fontsource/lato/files/lato-latin-700-normal.woff2');
if (!GlobalFonts.registerFromPath(fontFile, CAPTCHA_FONT_FAMILY)) {
  // Fail at start-up rather than serve blank pictures nobody can answer.
  throw new Error(`captcha font could not be loaded: ${fontFile}`);
}

type Random = () => number;
const between = (random: Random, low: number, high: number) => low + random() * (high - low);

/** A dark, saturated colour of any hue: readable on the light background, different per glyph. */
function inkColour(random: Random, lightLow = 22, lightHigh = 42) {
  return `hsl(${Math.floor(random() * 360)}, ${Math.round(between(random, 55, 85))}%, ${Math.round(between(random, lightLow, lightHigh))}%)`;
}

/**
 * Each glyph gets its own size, rotation, position and colour. The rotated outline of every
 * glyph is measured and kept 1 px inside the box: a clipped last glyph could not be read
 * (issue 15 with the former library).
 */
export function drawGlyphs(ctx: SKRSContext2D, text: string, random: Random = Math.random) {
  const slot = CAPTCHA_WIDTH / text.length;
  ctx.textBaseline = 'alphabetic';
  ctx.textAlign = 'left';
  [...text].forEach((glyph, i) => {
    const size = between(random, 24, 31);
    const angle = between(random, -0.4, 0.4);
    ctx.font = `700 ${size.toFixed(1)}px ${CAPTCHA_FONT_FAMILY}`;
    const m = ctx.measureText(glyph);
    const halfW = (m.actualBoundingBoxLeft + m.actualBoundingBoxRight) / 2;
    const halfH = (m.actualBoundingBoxAscent + m.actualBoundingBoxDescent) / 2;
    const cos = Math.abs(Math.cos(angle));
    const sin = Math.abs(Math.sin(angle));
    // Half extents of the rotated glyph box; a glyph too tall for the box is shrunk to fit.
    let reachX = cos * halfW + sin * halfH;
    let reachY = sin * halfW + cos * halfH;
    const scale = Math.min(1, (CAPTCHA_HEIGHT / 2 - 1) / reachY);
    reachX *= scale;
    reachY *= scale;
    const clamp = (v: number, reach: number, span: number) => Math.min(Math.max(v, reach + 1), span - reach - 1);
    const cx = clamp(slot * (i + 0.5) + between(random, -0.18, 0.18) * slot, reachX, CAPTCHA_WIDTH);
    const cy = clamp(
      CAPTCHA_HEIGHT / 2 + between(random, -1, 1) * (CAPTCHA_HEIGHT / 2 - reachY),
      reachY,
      CAPTCHA_HEIGHT,
    );
    ctx.save();
    ctx.translate(cx, cy);
    ctx.rotate(angle);
    ctx.scale(scale, scale);
    ctx.fillStyle = inkColour(random);
    // The glyph's own box centred on the origin (actualBoundingBoxLeft is positive to the left).
    ctx.fillText(glyph, m.actualBoundingBoxLeft - halfW, m.actualBoundingBoxAscent - halfH);
    ctx.restore();
  });
}

/** A curve from the left edge to the right edge, wavering through the glyphs. */
function noiseCurve(ctx: SKRSContext2D, random: Random) {
  const y = () => between(random, 4, CAPTCHA_HEIGHT - 4);
  ctx.beginPath();
  ctx.moveTo(0, y());
  ctx.bezierCurveTo(between(random, 20, 50), y(), between(random, 70, 100), y(), CAPTCHA_WIDTH, y());
  ctx.strokeStyle = inkColour(random, 30, 55);
  ctx.lineWidth = between(random, 1, 2);
  ctx.stroke();
}

function noiseDots(ctx: SKRSContext2D, random: Random, count: number) {
  for (let i = 0; i < count; i++) {
    ctx.beginPath();
    ctx.arc(random() * CAPTCHA_WIDTH, random() * CAPTCHA_HEIGHT, between(random, 0.5, 1.4), 0, Math.PI * 2);
    ctx.fillStyle = inkColour(random, 30, 60);
    ctx.fill();
  }
}

/**
 * The picture of a code as a PNG: glyphs each distorted on their own, one curve under them
 * and two over them, and dots, so the characters cannot simply be cut apart by colour or
 * column and read by plain OCR, while a person still reads them.
 */
export async function drawCaptcha(text: string, random: Random = Math.random): Promise<Buffer> {
  const canvas = createCanvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = BACKGROUND;
  ctx.fillRect(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  noiseDots(ctx, random, 25);
  noiseCurve(ctx, random);
  drawGlyphs(ctx, text, random);
  noiseCurve(ctx, random);
  noiseCurve(ctx, random);
  noiseDots(ctx, random, 15);
  // Drawing takes about 0.3 ms here and the PNG compression runs on libuv's pool (0.66 ms
  // in all, median of 200): cheap enough for every view of the login page, no worker needed.
  return canvas.encode('png');
}
