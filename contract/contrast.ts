/**
 * Colour contrast of brand colours (spec/frame.md §3, §9; WCAG 2 relative luminance).
 *
 * Accepted colours: '#rgb', '#rgba', '#rrggbb', '#rrggbbaa', 'rgb(r, g, b)' and
 * 'rgba(r, g, b, a)' (commas or spaces, alpha 0-1 or a percentage). A translucent foreground is
 * blended over the background first, and a translucent background over white, so the ratio is
 * the one the eye sees.
 */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0 to 1 */
  a: number;
}

/** Default brand colours of spec/frame.md §9. */
export const DEFAULT_BRAND_COLOURS = {
  primary: 'rgba(106,180,100,1)',
  secondary: 'rgba(18,39,56,1)',
  tertiary: 'rgba(18,39,56,1)',
  text: 'rgba(255,255,255,1)',
} as const;

/** WCAG AA minimum contrast for normal text. */
export const MINIMUM_TEXT_CONTRAST = 4.5;

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

function parseHex(hex: string): Rgba | null {
  if (!/^[0-9a-f]+$/i.test(hex) || ![3, 4, 6, 8].includes(hex.length)) return null;
  const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const channel = (index: number) => Number.parseInt(full.slice(index * 2, index * 2 + 2), 16);
  return {
    r: channel(0),
    g: channel(1),
    b: channel(2),
    a: full.length === 8 ? channel(3) / 255 : 1,
  };
}

function parseFunctional(body: string): Rgba | null {
  const parts = body.split(/[\s,/]+/).filter((part) => part !== '');
  if (parts.length !== 3 && parts.length !== 4) return null;
  const numbers = parts.map((part, index) => {
    if (!part.endsWith('%')) return Number(part);
    const percent = Number(part.slice(0, -1));
    return index < 3 ? (percent * 255) / 100 : percent / 100;
  });
  if (numbers.some((value) => !Number.isFinite(value))) return null;
  const [r, g, b, a = 1] = numbers as [number, number, number, number?];
  if ([r, g, b].some((value) => value < 0 || value > 255) || a < 0 || a > 1) return null;
  return { r, g, b, a };
}

/** Parses a colour, or null when it is not one of the accepted forms. */
export function parseColour(input: string): Rgba | null {
  const value = input.trim().toLowerCase();
  if (value.startsWith('#')) return parseHex(value.slice(1));
  const functional = /^(rgba?)\((.*)\)$/.exec(value);
  if (!functional) return null;
  return parseFunctional(functional[2]!);
}

/** `top` blended over the opaque `bottom`. */
function blend(top: Rgba, bottom: Rgba): Rgba {
  const mix = (over: number, under: number) => over * top.a + under * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function toRgba(colour: string | Rgba): Rgba {
  if (typeof colour !== 'string') return colour;
  const parsed = parseColour(colour);
  if (!parsed) throw new TypeError(`Unrecognised colour: '${colour}'`);
  return parsed;
}

/** WCAG relative luminance of an opaque colour, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const s = channel / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * Contrast ratio between a foreground and a background, (lighter + 0.05) / (darker + 0.05),
 * rounded to 2 decimals: 1 (same) to 21 (black on white). Throws on an unrecognised colour.
 */
export function contrastRatio(foreground: string | Rgba, background: string | Rgba): number {
  const back = blend(toRgba(background), WHITE);
  const front = blend(toRgba(foreground), back);
  const [lighter, darker] = [relativeLuminance(front), relativeLuminance(back)].sort(
    (x, y) => y - x,
  );
  return Math.round(((lighter! + 0.05) / (darker! + 0.05)) * 100) / 100;
}

/** Whether text in `foreground` is readable on `background`; false for unrecognised colours. */
export function isReadable(
  foreground: string,
  background: string,
  minimum: number = MINIMUM_TEXT_CONTRAST,
): boolean {
  if (!parseColour(foreground) || !parseColour(background)) return false;
  return contrastRatio(foreground, background) >= minimum;
}
