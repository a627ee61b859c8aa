/**
 * Keeps code that only some pages need out of the bundles every page loads.
 *
 * - Docusaurus' `common` split chunk gathers the modules shared by half of
 *   all async chunks. Mermaid splits itself into a couple of dozen unnamed
 *   async chunks (one per diagram type), so their shared parser landed in
 *   `common`, and every docs page downloaded it. Only Docusaurus' route
 *   chunks, which are the named ones, may feed `common` now.
 * - theme-classic registers extra Prism languages from a client module, which
 *   pulls all of Prism into the main bundle. That module becomes a no-op; the
 *   languages are registered where code blocks load Prism on demand
 *   (src/prism/highlightedCodeBlock.ts).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const PRISM_LANGUAGES_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

interface Chunk {
  name?: string | null;
}

export default function pageWeightPlugin(): Plugin {
  return {
    name: 'page-weight',
    configureWebpack(config, isServer, {currentBundler}) {
      const splitChunks = config.optimization?.splitChunks;
      const common = !isServer && splitChunks ? splitChunks.cacheGroups?.common : undefined;
      if (common && typeof common === 'object' && !(common instanceof RegExp)) {
        common.chunks = (chunk: Chunk) => Boolean(chunk.name);
      }
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
