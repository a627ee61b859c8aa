import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {THEME} from '../../src/constants';
import {adjustLightness, primaryShadeScale} from '../../src/utils/colorScale';

const customCss = readFileSync(path.resolve(__dirname, '../../src/css/custom.css'), 'utf8');

function declaredValue(property: string): string | undefined {
  return new RegExp(`${property}:\\s*(#[0-9a-fA-F]{6})`).exec(customCss)?.[1]?.toUpperCase();
}

describe('the primary shade scale', () => {
  it('keeps the base colour and orders the shades from darkest to lightest', () => {
    const scale = Object.values(primaryShadeScale(THEME.primaryColor));
    expect(scale[3]).toBe(THEME.primaryColor.toUpperCase());
    const lightness = scale.map(
      (hex) => parseInt(hex.slice(1, 3), 16) + parseInt(hex.slice(3, 5), 16) + parseInt(hex.slice(5, 7), 16),
    );
    expect(lightness).toEqual([...lightness].sort((a, b) => a - b));
  });

  it("matches what Docusaurus' colour generator gives for its own default green", () => {
    // docusaurus.io's generator turns #25c2a0 into #21af90 (dark) and #29d5b0 (light).
    expect(adjustLightness('#25c2a0', -0.1)).toBe('#21AF90');
    expect(adjustLightness('#25c2a0', 0.1)).toBe('#29D5B0');
  });

  it.each(Object.entries(primaryShadeScale(THEME.primaryColor)))('custom.css declares %s as %s', (property, value) => {
    expect(declaredValue(property), `update ${property} in src/css/custom.css`).toBe(value);
  });

  it('rejects a colour that is not #RRGGBB', () => {
    expect(() => primaryShadeScale('orange')).toThrow(/#RRGGBB/);
  });
});
