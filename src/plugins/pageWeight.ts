/**
 * Keeps Prism out of the bundle every page loads: code is highlighted at build time (src/plugins/codeHighlight), so
 * no page needs it.
 *
 * theme-classic always adds a client module that imports prism-react-renderer's Prism to register
 * `additionalLanguages` on it; no option turns it off, so the module is replaced by a no-op. This can go when
 * theme-classic stops importing Prism in a client module, or lets a site leave the module out.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const PRISM_CLIENT_MODULE = '@docusaurus/theme-classic/lib/prism-include-languages.js';

/** The client module's file, checked to still be what this plugin replaces (a clear error if not). */
function prismClientModule(): string {
  let file: string;
  try {
    file = require.resolve(PRISM_CLIENT_MODULE);
  } catch (error) {
    throw new Error(`src/plugins/pageWeight.ts: ${PRISM_CLIENT_MODULE} no longer exists; check whether this replacement is still needed.`, {cause: error});
  }
  if (!readFileSync(file, 'utf8').includes('prism-react-renderer')) {
    throw new Error(`src/plugins/pageWeight.ts: ${PRISM_CLIENT_MODULE} no longer imports prism-react-renderer; remove this replacement.`);
  }
  return file;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export default function pageWeightPlugin(): Plugin {
  const replaced = new RegExp(`^${escapeRegExp(prismClientModule())}$`);
  return {
    name: 'page-weight',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(replaced, path.join(__dirname, 'noop-client-module.ts'))],
      };
    },
  };
}
