/**
 * Shrinks a drawn diagram with SVGO before it enters the page. Each diagram ships in the page's HTML, so its bytes
 * count for every reader, and again in its page's drawings module, which a client-side navigation loads
 * (src/features/diagrams/Diagram): this halves them (56 KB to 29 KB gzipped for the site's eleven diagrams).
 *
 * - Coordinates keep one decimal: a tenth of a pixel is below what a screen shows.
 * - SVGO's default preset, except three plugins: ids stay as they are (mermaid's CSS and markers refer to them),
 *   styles stay in the <style> (inlining it would repeat it on every element), and shapes stay shapes (mermaid's CSS
 *   colours `rect`s, and a rect turned into a path loses its colour).
 * - Nor the five plugins that compute elements' styles against mermaid's stylesheet of some hundred rules.
 *   removeHiddenElems, removeUselessStrokeAndFill and mergePaths find nothing to do in its drawings;
 *   removeUnknownsAndDefaults saves 0.8 KB gzipped over all eleven, collapseGroups 65 bytes. With all five, SVGO
 *   took 5.0 s of a cold build; without them 0.4 s.
 * - mermaid's data-* attributes go: they serve its in-browser interactions, which a drawn diagram does not have.
 */
import {type Config, optimize} from 'svgo';

const SVGO_CONFIG: Config = {
  floatPrecision: 1,
  plugins: [
    {
      name: 'preset-default',
      params: {
        overrides: {
          cleanupIds: false,
          inlineStyles: false,
          convertShapeToPath: false,
          removeHiddenElems: false,
          removeUselessStrokeAndFill: false,
          removeUnknownsAndDefaults: false,
          collapseGroups: false,
          mergePaths: false,
        },
      },
    },
    {name: 'removeAttrs', params: {attrs: 'data-.*'}},
  ],
};

export function optimizeSvg(markup: string): string {
  return optimize(markup, SVGO_CONFIG).data;
}
