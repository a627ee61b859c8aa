// Drops postcss-loader's search for a config file (the site has none) and postcss-preset-env, since Lightning CSS
// (@docusaurus/faster) prefixes and lowers for the same targets; other PostCSS plugins stay. Can go when Docusaurus
// leaves the preset out itself under Lightning CSS.
import type {Plugin} from '@docusaurus/types';

type PostCssOptions = {plugins: unknown[]; [option: string]: unknown};

/** Docusaurus adds the preset as a [path, options] pair (@docusaurus/bundler's styleLoader). */
function isPresetEnv(plugin: unknown): boolean {
  const name: unknown = Array.isArray(plugin) ? plugin[0] : plugin;
  return typeof name === 'string' && name.includes('postcss-preset-env');
}

export default function cssPipelinePlugin(): Plugin {
  return {
    name: 'css-pipeline',
    configurePostCss(options: PostCssOptions) {
      const plugins = options.plugins.filter((plugin) => !isPresetEnv(plugin));
      if (plugins.length === options.plugins.length) {
        throw new Error(
          'css-pipeline (src/features/cssPipeline): Docusaurus no longer adds postcss-preset-env as this plugin ' +
            'expects; if it has dropped the preset, delete this plugin, otherwise match how it adds it now.',
        );
      }
      return {...options, config: false, plugins};
    },
  };
}
