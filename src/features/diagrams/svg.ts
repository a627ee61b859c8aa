// Shrinks a drawing with SVGO: it ships in its page's HTML and again in its drawings module. One decimal is below
// what a screen shows. Kept: ids (mermaid's CSS and markers use them), the <style> (inlined, it repeats on every
// element) and shapes (mermaid's CSS colours `rect`s). Skipped: the five plugins that compute styles against mermaid's
// large stylesheet, slow for next to nothing. data-* serve mermaid's in-browser interactions, which a drawing lacks.
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
