/**
 * Infima's `--ifm-color-primary-*` shade scale, derived from one colour the way Docusaurus' own colour generator
 * does (website/src/components/ColorGenerator): each shade scales the HSL lightness by a fixed factor.
 * src/css/custom.css declares it; tests/unit/colors.test.ts and tests/e2e/theme.spec.ts check it.
 */
import {formatHex, hsl} from 'culori';

const PRIMARY_SHADE_ADJUSTMENTS = {
  'primary-darkest': -0.3,
  'primary-darker': -0.15,
  'primary-dark': -0.1,
  primary: 0,
  'primary-light': 0.1,
  'primary-lighter': 0.15,
  'primary-lightest': 0.3,
} as const;

type PrimaryShade = keyof typeof PRIMARY_SHADE_ADJUSTMENTS;

/** Scales the HSL lightness of `color` by `1 + adjustment` (negative darkens); #RRGGBB in capitals. */
export function adjustLightness(color: string, adjustment: number): string {
  const parsed = hsl(color);
  if (!parsed) throw new TypeError(`Not a colour: "${color}"`);
  return formatHex({...parsed, l: Math.min(1, Math.max(0, parsed.l * (1 + adjustment)))}).toUpperCase();
}

/** The full shade scale, darkest first, as CSS custom property names mapped to #RRGGBB values. */
export function primaryShadeScale(color: string): Record<`--ifm-color-${PrimaryShade}`, string> {
  return Object.fromEntries(
    Object.entries(PRIMARY_SHADE_ADJUSTMENTS).map(([shade, adjustment]) => [
      `--ifm-color-${shade}`,
      adjustLightness(color, adjustment),
    ]),
  ) as Record<`--ifm-color-${PrimaryShade}`, string>;
}
