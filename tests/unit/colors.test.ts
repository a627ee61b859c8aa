import {readFileSync} from 'node:fs';
import path from 'node:path';
import {hsl} from 'culori';
import {describe, expect, it} from 'vitest';
import {THEME} from '../../src/constants';
import {adjustLightness, primaryShadeScale} from '../support/colors';

const customCss = readFileSync(path.resolve(__dirname, '../../src/css/custom.css'), 'utf8');

function declaredValue(property: string): string | undefined {
  return new RegExp(`${property}:\\s*(#[0-9a-fA-F]{6})`).exec(customCss)?.[1]?.toUpperCase();
}

describe('the primary shade scale', () => {
  const scale = primaryShadeScale(THEME.primaryColor);

  it('keeps the base colour and orders the shades from darkest to lightest', () => {
    expect(scale['--ifm-color-primary']).toBe(THEME.primaryColor.toUpperCase());
    const lightness = Object.values(scale).map((value) => hsl(value)!.l);
    expect(lightness).toEqual([...lightness].sort((a, b) => a - b));
  });

  it("matches what Docusaurus' colour generator gives for its own default green", () => {
    // docusaurus.io's generator turns #25c2a0 into #21af90 (dark) and #29d5b0 (light).
    expect(adjustLightness('#25c2a0', -0.1)).toBe('#21AF90');
    expect(adjustLightness('#25c2a0', 0.1)).toBe('#29D5B0');
  });

  it.each(Object.entries(scale))('custom.css declares %s as %s', (property, value) => {
    expect(declaredValue(property), `update ${property} in src/css/custom.css`).toBe(value);
  });
});
