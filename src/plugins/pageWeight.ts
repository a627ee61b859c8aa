/**
 * Keeps code that only some pages need out of the bundles every page loads.
 *
 * Docusaurus' `common` split chunk gathers the modules shared by half of all
 * async chunks. Mermaid splits itself into a couple of dozen unnamed async
 * chunks (one per diagram type), so their shared parser landed in `common`,
 * and every docs page downloaded it. Only Docusaurus' route chunks, which are
 * the named ones, may feed `common` now.
 */
import type {Plugin} from '@docusaurus/types';

interface Chunk {
  name?: string | null;
}

export default function pageWeightPlugin(): Plugin {
  return {
    name: 'page-weight',
    configureWebpack(config, isServer) {
      const splitChunks = config.optimization?.splitChunks;
      const common = !isServer && splitChunks ? splitChunks.cacheGroups?.common : undefined;
      if (common && typeof common === 'object' && !(common instanceof RegExp)) {
        common.chunks = (chunk: Chunk) => Boolean(chunk.name);
      }
      return {};
    },
  };
}
