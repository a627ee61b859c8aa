/**
 * Takes two costs out of Docusaurus' CSS pipeline that do nothing for this site, through its own setting
 * (configurePostCss) rather than a patch.
 *
 * - postcss-loader looks for a PostCSS config file for every stylesheet, in every folder from the stylesheet's up to
 *   the root, 27 file names each, with a fresh cosmiconfig each time: some 0.8 s of a cold build. The site has no
 *   such file; its PostCSS options are these.
 * - Docusaurus runs postcss-preset-env (vendor prefixes and lowered syntax for the browserslist) on every
 *   stylesheet: 0.6 s to load it, and more to run it. With @docusaurus/faster, Lightning CSS then minifies the CSS
 *   for the same browserslist targets, and prefixes and lowers it itself. Without the preset, the shipped CSS
 *   differs only in prefixes of two databases' choosing: it loses `-webkit-text-decoration` (every browser in the
 *   targets reads `text-decoration`), gains `-moz-column-gap`, and no longer repeats `-webkit-mask` twice (650 bytes
 *   less in all, measured on 2026-11-24).
 */
import type {Plugin} from '@docusaurus/types';

/** The PostCSS options Docusaurus passes to postcss-loader, as configurePostCss receives them. */
interface PostCssOptions {
  plugins: unknown[];
  [option: string]: unknown;
}

export function sitePostCssOptions(options: PostCssOptions): PostCssOptions {
  return {...options, config: false, plugins: []};
}

export default function cssPipelinePlugin(): Plugin {
  return {
    name: 'css-pipeline',
    configurePostCss: sitePostCssOptions,
  };
}
