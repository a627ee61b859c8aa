/**
 * Takes two costs out of Docusaurus' CSS pipeline that do nothing for this site, through its own setting
 * (configurePostCss) rather than a patch:
 * - no search for a PostCSS config file, which postcss-loader makes for every stylesheet in every folder up to the
 *   root (the site has none);
 * - no postcss-preset-env: with @docusaurus/faster, Lightning CSS prefixes and lowers the CSS for the same
 *   browserslist targets as it minifies. Any other PostCSS plugin (theme-classic's RTL one, for instance) stays.
 */
import type {Plugin} from '@docusaurus/types';

/** The PostCSS options Docusaurus passes to postcss-loader, as configurePostCss receives them. */
interface PostCssOptions {
  plugins: unknown[];
  [option: string]: unknown;
}

/** Docusaurus adds the preset as a [path, options] pair (@docusaurus/bundler's styleLoader). */
function isPresetEnv(plugin: unknown): boolean {
  const name: unknown = Array.isArray(plugin) ? plugin[0] : plugin;
  return typeof name === 'string' && name.includes('postcss-preset-env');
}

export default function cssPipelinePlugin(): Plugin {
  return {
    name: 'css-pipeline',
    configurePostCss: (options: PostCssOptions) => ({
      ...options,
      config: false,
      plugins: options.plugins.filter((plugin) => !isPresetEnv(plugin)),
    }),
  };
}
