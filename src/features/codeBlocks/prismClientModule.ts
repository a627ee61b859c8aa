/**
 * Keeps Prism out of the bundle every page loads: code is highlighted at build time (src/features/codeBlocks/plugin), so
 * no page needs it.
 *
 * theme-classic registers `additionalLanguages` from a client module that imports prism-react-renderer's Prism, and
 * offers no setting to leave it out, so that module becomes a no-op. The replacement targets one file of
 * theme-classic: the build stops if that file is no longer the language registration, or no longer among the client
 * modules Docusaurus loads. It can go when theme-classic stops importing Prism in a client module.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** theme-classic's client module, as Docusaurus 3.7.0 ships it: it imports Prism and registers the languages. */
const PRISM_CLIENT_MODULE = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib/prism-include-languages.js',
);
const PRISM_CLIENT_MODULE_SOURCE =
  /import\s*{\s*Prism\s*}\s*from\s*'prism-react-renderer';\s*import\s+prismIncludeLanguages\s+from\s*'@theme\/prism-include-languages';\s*prismIncludeLanguages\(Prism\);/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function fail(problem: string): never {
  throw new Error(
    `page-weight (src/features/codeBlocks/prismClientModule.ts): ${problem}. The plugin replaces Docusaurus 3.7.0's Prism language ` +
      'client module with a no-op; find how Docusaurus now loads Prism and keep it out of the main bundle again, or remove the plugin.',
  );
}

/** Throws unless the client module is still the language registration, and Docusaurus loads it on every page. */
export function assertPrismClientModuleMatches(clientModulesFile: string): void {
  if (!existsSync(PRISM_CLIENT_MODULE)) fail(`${PRISM_CLIENT_MODULE} does not exist`);
  if (!PRISM_CLIENT_MODULE_SOURCE.test(readFileSync(PRISM_CLIENT_MODULE, 'utf8'))) {
    fail(`${PRISM_CLIENT_MODULE} is no longer Prism's language registration`);
  }
  const clientModules = existsSync(clientModulesFile) ? readFileSync(clientModulesFile, 'utf8') : '';
  if (!clientModules.includes(JSON.stringify(PRISM_CLIENT_MODULE.replace(/\.js$/, '')))) {
    fail(`${PRISM_CLIENT_MODULE} is not among the client modules of ${clientModulesFile}`);
  }
}

export default function pageWeightPlugin(context: LoadContext): Plugin {
  return {
    name: 'page-weight',
    configureWebpack(_config, _isServer, {currentBundler}) {
      assertPrismClientModuleMatches(path.join(context.generatedFilesDir, 'client-modules.js'));
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            new RegExp(`^${escapeRegExp(PRISM_CLIENT_MODULE.replace(/\.js$/, ''))}(\\.js)?$`),
            path.join(__dirname, 'noopClientModule.ts'),
          ),
        ],
      };
    },
  };
}
