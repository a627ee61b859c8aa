/**
 * Derives Infima's `--ifm-color-primary-*` shade scale from one colour, the way
 * Docusaurus' own colour generator does (website/src/components/ColorGenerator):
 * each shade scales the HSL lightness by a fixed factor.
 */

export const PRIMARY_SHADE_ADJUSTMENTS = {
  'primary-darkest': -0.3,
  'primary-darker': -0.15,
  'primary-dark': -0.1,
  primary: 0,
  'primary-light': 0.1,
  'primary-lighter': 0.15,
  'primary-lightest': 0.3,
} as const;

export type PrimaryShade = keyof typeof PRIMARY_SHADE_ADJUSTMENTS;

type Rgb = [number, number, number];
type Hsl = [number, number, number];

function parseHex(hex: string): Rgb {
  const match = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(hex);
  if (!match) {
    throw new TypeError(`Expected a colour as #RRGGBB, got "${hex}"`);
  }
  return [1, 2, 3].map((group) => parseInt(match[group]!, 16) / 255) as Rgb;
}

function rgbToHsl([r, g, b]: Rgb): Hsl {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  if (max === min) {
    return [0, 0, lightness];
  }
  const delta = max - min;
  const saturation = lightness > 0.5 ? delta / (2 - max - min) : delta / (max + min);
  let hue: number;
  if (max === r) {
    hue = (g - b) / delta + (g < b ? 6 : 0);
  } else if (max === g) {
    hue = (b - r) / delta + 2;
  } else {
    hue = (r - g) / delta + 4;
  }
  return [hue / 6, saturation, lightness];
}

function hueToChannel(p: number, q: number, t: number): number {
  const wrapped = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
  if (wrapped < 1 / 6) return p + (q - p) * 6 * wrapped;
  if (wrapped < 1 / 2) return q;
  if (wrapped < 2 / 3) return p + (q - p) * (2 / 3 - wrapped) * 6;
  return p;
}

function hslToRgb([hue, saturation, lightness]: Hsl): Rgb {
  if (saturation === 0) {
    return [lightness, lightness, lightness];
  }
  const q = lightness < 0.5 ? lightness * (1 + saturation) : lightness + saturation - lightness * saturation;
  const p = 2 * lightness - q;
  return [hueToChannel(p, q, hue + 1 / 3), hueToChannel(p, q, hue), hueToChannel(p, q, hue - 1 / 3)];
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((channel) =>
      Math.round(channel * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase()}`;
}

/** Scales the lightness of `hex` by `1 + adjustment` (negative darkens). */
export function adjustLightness(hex: string, adjustment: number): string {
  const [hue, saturation, lightness] = rgbToHsl(parseHex(hex));
  const adjusted = Math.min(1, Math.max(0, lightness * (1 + adjustment)));
  return toHex(hslToRgb([hue, saturation, adjusted]));
}

/** The full shade scale, as CSS custom property names mapped to #RRGGBB values. */
export function primaryShadeScale(hex: string): Record<`--ifm-color-${PrimaryShade}`, string> {
  return Object.fromEntries(
    Object.entries(PRIMARY_SHADE_ADJUSTMENTS).map(([shade, adjustment]) => [
      `--ifm-color-${shade}`,
      adjustment === 0 ? hex.toUpperCase() : adjustLightness(hex, adjustment),
    ]),
  ) as Record<`--ifm-color-${PrimaryShade}`, string>;
}
