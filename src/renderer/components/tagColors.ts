import type { CSSProperties } from 'react';

/** Blueprint's white and dark-gray1, the two text colours a coloured tag may take. */
const LIGHT_TEXT = '#FFFFFF';
const DARK_TEXT = '#1C2127';

/** WCAG 2's minimum contrast for normal-size text (level AA), which a tag's 12 px label is. */
export const MIN_TEXT_CONTRAST = 4.5;

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();

/** WCAG 2's relative luminance of an sRGB colour. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [a, b].map((hex) => luminance(parseHex(hex) ?? [0, 0, 0])).sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

/**
 * Colours of a tag drawn on `background` (a status's workflow colour, a pipeline's colour a user
 * chose): the background and whichever of white or dark text reads better on it. A mid-tone on
 * which neither reaches 4.5:1 is lightened, in steps, until dark text does; the hue stays.
 * Not a colour (`null`, a name, a typo): no style, the tag keeps Blueprint's own colours.
 */
export function tagColors(background: string | null | undefined): CSSProperties | undefined {
  const rgb = background ? parseHex(background) : null;
  if (!rgb) return undefined;
  const hex = toHex(rgb);
  if (contrastRatio(hex, LIGHT_TEXT) >= MIN_TEXT_CONTRAST) return { backgroundColor: hex, color: LIGHT_TEXT };
  let lighter: Rgb = rgb;
  while (contrastRatio(toHex(lighter), DARK_TEXT) < MIN_TEXT_CONTRAST) {
    lighter = lighter.map((c) => c + (255 - c) * 0.1) as unknown as Rgb;
  }
  return { backgroundColor: toHex(lighter), color: DARK_TEXT };
}
