/**
 * Keeps code that only some pages need out of the bundles every page loads.
 *
 * theme-classic registers extra Prism languages from a client module, which
 * pulls all of Prism into the main bundle. That module becomes a no-op; the
 * languages are registered where code blocks load Prism on demand
 * (src/prism/highlightedCodeBlock.ts).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const PRISM_LANGUAGES_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

export default function pageWeightPlugin(): Plugin {
  return {
    name: 'page-weight',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            PRISM_LANGUAGES_CLIENT_MODULE,
            path.join(__dirname, 'noop-client-module.ts'),
          ),
        ],
      };
    },
  };
}
